/** Whether a request is for the API: answered in the envelope, never cached, never given the web app's page. */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
