/** Whether a URL's hostname names this machine (as `new URL()` writes it: IPv6 in brackets). */
export function isLoopbackHost(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(hostname.toLowerCase());
}
