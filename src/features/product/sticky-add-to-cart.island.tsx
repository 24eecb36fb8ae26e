import { useEffect, useState } from 'react';
import { defineIsland } from '../../client/island';
import * as vi from '../../lib/messages/index';
import { Price } from '../../ui/price';

interface Props {
  name: string;
  type: 'simple' | 'variable';
  thumbnail: string | null;
  regularPrice: number | null;
  salePrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

const formSelector = '.product .summary form.cart';

/** Spec 2.3: a bar that becomes active once the add-to-cart form has scrolled past the top of the view. */
function StickyAddToCart({ name, type, thumbnail, regularPrice, salePrice, minPrice, maxPrice }: Props) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const form = document.querySelector(formSelector);
    if (!form) return;
    const observer = new IntersectionObserver(([entry]) => setActive(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(form);
    return () => observer.disconnect();
  }, []);

  const act = () => {
    const form = document.querySelector<HTMLFormElement>(formSelector);
    if (!form) return;
    const button = form.querySelector<HTMLButtonElement>('button.single_add_to_cart_button');
    // A simple product is added straight away; a variable one needs its options chosen in the form.
    if (type === 'simple' && button) form.requestSubmit(button);
    else form.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <div className={'sticky-add-to-cart' + (active ? ' sticky-add-to-cart--active' : '')} aria-hidden={!active}>
      <div className="sticky-add-to-cart__inner container">
        {thumbnail && <img className="sticky-add-to-cart__image" src={thumbnail} alt="" width={50} height={50} />}
        <span className="sticky-add-to-cart__name">{name}</span>
        <Price regular={regularPrice} sale={salePrice} min={minPrice ?? undefined} max={maxPrice ?? undefined} />
        <button type="button" className="button alt sticky-add-to-cart__button" tabIndex={active ? 0 : -1} onClick={act}>
          {type === 'simple' ? vi.product.addToCart : vi.product.stickyChoose}
        </button>
      </div>
    </div>
  );
}

export default defineIsland('sticky-add-to-cart', StickyAddToCart, 'scroll');
