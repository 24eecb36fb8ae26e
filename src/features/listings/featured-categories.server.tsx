import * as vi from '../../lib/messages/index';
import { imageSrcset, imageUrl, scaledHeight, type ImageInfo } from '../media/index';
import { widthUpTo } from './image-width';

export interface FeaturedCategory {
  name: string;
  path: string;
  image: ImageInfo | null;
}

function Tile({ category }: { category: FeaturedCategory }) {
  const { image } = category;
  const width = image ? widthUpTo(image, 300) : 300;
  return (
    <li className="product-category">
      <a href={category.path}>
        {image ? (
          <img src={imageUrl(image.id, width)} srcSet={imageSrcset(image)} sizes="(max-width: 549px) 50vw, 200px" width={width}
            height={scaledHeight(image, width)} loading="lazy" decoding="async" alt="" />
        ) : (
          <span className="card-image-placeholder" />
        )}
        <span className="category-name">{category.name}</span>
      </a>
    </li>
  );
}

/** The home page's top-level categories as picture tiles. */
export function FeaturedCategories({ categories }: { categories: FeaturedCategory[] }) {
  return (
    <section className="home-section featured-categories">
      <h2 className="section-title">{vi.catalog.featuredCategories}</h2>
      <ul className="category-tiles">
        {categories.map((category) => <Tile key={category.path} category={category} />)}
      </ul>
    </section>
  );
}
