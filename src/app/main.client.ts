// The browser's assembly: the site styles, island hydration, and each feature's page-wide behaviours.
import './styles.css';
import { hydrateIslands } from '../client/islands';
import { startAttributionTracking } from '../features/attribution/index.client';
import { startCartBehaviours } from '../features/cart/index.client';
import { startChromeBehaviours } from '../features/chrome/index.client';
import { startComingSoonBanner } from '../features/coming-soon/index.client';
import { startContactForms } from '../features/contact-forms/index.client';
import { startEditorLinks } from '../features/editor-links/index.client';
import { startEmailCapture } from '../features/marketing-email/index.client';
import { startNewsletterSignup } from '../features/newsletter/index.client';
import { startProductTabs } from '../features/product/index.client';
import { startQuickBuy } from '../features/quick-buy/index.client';
import { startReviewForm } from '../features/reviews/index.client';
import { startWishlistBehaviours } from '../features/wishlist/index.client';

hydrateIslands(document);
startChromeBehaviours();
startCartBehaviours();
startAttributionTracking();
startEmailCapture();
startNewsletterSignup();
startQuickBuy();
startContactForms();
startReviewForm();
startProductTabs();
startWishlistBehaviours();
startComingSoonBanner();
startEditorLinks();
