/**
 * The page loader (spec 2.1): a veil over the page until it has loaded, only where scripting will remove it
 * (content-blocks.css); it never takes a click, and CSS lifts it after 10 s should the script never come.
 */
export function PageLoader() {
  return (
    <div className="page-loader" aria-hidden="true">
      <div className="page-loader__spinner" />
    </div>
  );
}
