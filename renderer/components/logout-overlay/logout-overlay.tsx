import './logout-overlay.css';

/** The black full-screen 'Logout...' overlay shown for the LOGOUT_DELAY_MS before sign-out. */
export function LogoutOverlay() {
  return (
    <div className="logout-overlay" role="status" aria-live="assertive">
      Logout...
    </div>
  );
}
