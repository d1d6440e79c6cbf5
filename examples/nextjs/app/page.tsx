/** The host's own page, which the console's stylesheet must leave as it is. */
export default function HomePage() {
  return (
    <>
      <h1 data-testid="host-heading">Welcome to Acme Home</h1>
      <p data-testid="host-text">Your devices, in one place.</p>
      <button type="button" className="host-button" data-testid="host-button">
        Add a device
      </button>
      <div className="host-card" data-testid="host-card">
        Four units are registered.
      </div>
    </>
  );
}
