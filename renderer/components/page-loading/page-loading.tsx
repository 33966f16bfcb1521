import './page-loading.css';

/**
 * Shown while a page chunk or a guard answer is on its way. It takes the space the page will
 * take (min-height), so the layout does not jump when the page arrives.
 */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'page-loading page-loading--full' : 'page-loading'} role="status">
      <span className="page-loading__orbit" aria-hidden="true" />
      <span className="visually-hidden">Caricamento…</span>
    </div>
  );
}
