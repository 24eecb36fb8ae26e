import './styles.css';
import { hydrateIslands } from './islands';
import { startAttributionTracking } from '../features/attribution/attribution-tracking';
import { startCartBehaviours } from '../features/cart/cart-behaviour';
import { startChromeBehaviours } from '../features/chrome/behaviours';
import { startEmailCapture } from '../features/marketing-email/capture-start';

hydrateIslands(document);
startChromeBehaviours();
startCartBehaviours();
startAttributionTracking();
startEmailCapture();
