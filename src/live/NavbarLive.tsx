// Placeholder until the live-channel area lands: the navbar's message bell and chat entry.
export default function NavbarLive() {
  return null;
}
