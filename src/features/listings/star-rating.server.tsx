import * as vi from '../../lib/messages/index';

/** Stars filled to the average rating, with the rating as text for screen readers ('Được xếp hạng 4.50 5 sao'). */
export function StarRating({ average }: { average: number }) {
  const rating = average.toFixed(2);
  const label = vi.catalog.ratedOutOf5(rating);
  return (
    <div className="star-rating" role="img" aria-label={label}>
      <span style={{ width: `${Math.min(100, Math.round(average * 20))}%` }}>
        <span className="screen-reader-text">{label}</span>
      </span>
    </div>
  );
}
