import './skeleton.css';

export function Skeleton({
  width = '100%',
  height = '1rem',
  round,
}: {
  width?: string;
  height?: string;
  round?: boolean;
}) {
  return <span className={`skeleton ${round ? 'skeleton--round' : ''}`} style={{ width, height }} aria-hidden="true" />;
}

/** A placeholder card with shimmering lines. */
export function SkeletonCard({ lines = 3 }: { lines?: number }) {
  return (
    <div className="skeleton-card" aria-hidden="true" data-testid="skeleton-card">
      <Skeleton width="60%" height="1.25rem" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={`${90 - i * 15}%`} />
      ))}
    </div>
  );
}
