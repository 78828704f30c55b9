// What the phone bench (bench/phone.mjs) watches of a page: LCP, FCP and layout shifts, and each interaction's
// latency, as the browser reports them (functions run in the page before its own scripts); and every request of
// the page, through DevTools.
/* global PerformanceObserver -- observeVitals and observeInteractions run in the page */

const RESOURCE_TYPES = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Image: 'image',
  Font: 'font',
};

/** Runs in the page before its own scripts: LCP, FCP and layout shifts as the browser reports them. */
export function observeVitals() {
  const vitals = { lcp_ms: null, lcp_element: null, lcp_seen_at: 0, fcp_ms: null, cls: 0, shift_element: null };
  globalThis.__benchVitals = vitals;
  const describe = (node, url) => {
    const element = node?.nodeType === 1 ? node : node?.parentElement;
    if (!element) return url ? new URL(url).pathname : null;
    const tag = element.tagName.toLowerCase();
    if (url) return `${tag} ${new URL(url).pathname}`;
    return `${tag} "${element.textContent.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp_ms = entry.startTime;
      vitals.lcp_element = describe(entry.element, entry.url);
      vitals.lcp_seen_at = performance.now();
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp_ms = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // CLS as Core Web Vitals define it: the largest session window (shifts under 1 s apart, at most 5 s long), not
  // the sum over the whole visit; shifts right after input do not count.
  let session = 0;
  let first = 0;
  let last = 0;
  let biggest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (session && entry.startTime - last < 1000 && entry.startTime - first < 5000) session += entry.value;
      else {
        session = entry.value;
        first = entry.startTime;
      }
      last = entry.startTime;
      vitals.cls = Math.max(vitals.cls, session);
      if (entry.value > biggest) {
        biggest = entry.value;
        vitals.shift_element = describe(entry.sources?.[0]?.node);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Runs in the page before its own scripts: the longest Event Timing entry of each interaction (the web-vitals way
 * to INP: an interaction's latency is its longest event, input to the next paint), by interaction id.
 */
export function observeInteractions() {
  const longest = {};
  globalThis.__benchInteractions = longest;
  const note = (list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        longest[entry.interactionId] = Math.max(longest[entry.interactionId] ?? 0, entry.duration);
  };
  new PerformanceObserver(note).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(note).observe({ type: 'first-input', buffered: true });
}

/**
 * Every request of the page through CDP: transfer bytes per type, /api/ calls, when the network last moved, and the
 * requests that failed (a page missing a script or a picture is not the page to measure).
 */
export function watchNetwork(cdp) {
  const requests = new Map();
  const net = { inFlight: 0, lastActivity: Date.now(), bytes: 0, byType: {}, apiPaths: [], errors: [] };
  const moved = () => (net.lastActivity = Date.now());
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (request.url.startsWith('data:') || requests.has(requestId)) return;
    const url = new URL(request.url);
    const kind = RESOURCE_TYPES[type] ?? (type === 'Fetch' || type === 'XHR' ? 'fetch' : 'other');
    requests.set(requestId, { kind, path: url.pathname });
    if (kind === 'fetch' && url.pathname.startsWith('/api/')) net.apiPaths.push(url.pathname + url.search);
    net.inFlight++;
    moved();
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (response.status >= 400 && request) net.errors.push(`${response.status} ${request.path}`);
  });
  const finished = (requestId, bytes) => {
    const { kind } = requests.get(requestId) ?? {};
    if (!kind) return;
    requests.delete(requestId);
    net.bytes += bytes;
    net.byType[kind] = (net.byType[kind] ?? 0) + bytes;
    net.inFlight--;
    moved();
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finished(requestId, encodedDataLength));
  cdp.on('Network.loadingFailed', ({ requestId, errorText, canceled }) => {
    // The page may cancel what it no longer needs (an image replaced while loading); that is not a failure.
    if (!canceled && requests.has(requestId)) net.errors.push(`${errorText} ${requests.get(requestId).path}`);
    finished(requestId, 0);
  });
  return net;
}
