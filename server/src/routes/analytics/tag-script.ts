import { ANALYTICS_LIMITS } from '../../../../contract/analytics.ts';

/** JSON inside a script element: `<` escaped so no value can close the script. */
const literal = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The first-party tag: the stand-in for Google Tag Manager's container script. It reads window.dataLayer
 * (what is queued and every later push) and forwards entries with an event name to POST
 * /api/analytics/events in small batches. When the portal replaces the dataLayer (consent revoked) the
 * tag forwards nothing more from the old one and unhooks itself.
 */
export function tagScript(tagId: string, tenantName: string): string {
  const { events, fields, valueLength } = ANALYTICS_LIMITS;
  return `(function () {
  'use strict';
  var TAG = ${literal(tagId)}, TENANT = ${literal(tenantName)}, ENDPOINT = '/api/analytics/events';
  var layer = (window.dataLayer = window.dataLayer || []);
  if (layer.portalTag) return;
  var nativePush = layer.push;
  var queue = [], timer = 0;
  var EVENT = /^[a-z][a-z0-9_]{0,63}$/, FIELD = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
  var UNSAFE = /[\\u0000-\\u001f\\u007f-\\u009f]/;
  function active() { return window.dataLayer === layer; }
  function value(v) {
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) <= 2147483647 ? v : undefined;
    if (typeof v !== 'string' || UNSAFE.test(v)) return undefined;
    var s = v.slice(0, ${valueLength});
    return !s.isWellFormed || s.isWellFormed() ? s : undefined;
  }
  function flush() {
    clearTimeout(timer);
    timer = 0;
    if (!queue.length || !active()) { queue = []; return; }
    var batch = queue.splice(0, ${events});
    fetch(ENDPOINT, {
      method: 'POST', keepalive: true, credentials: 'omit',
      headers: { 'content-type': 'application/json', 'x-tenant-id': TENANT, 'x-distribution-channel': 'WEB' },
      body: JSON.stringify({ tagId: TAG, events: batch })
    }).catch(function () {});
    if (queue.length) timer = setTimeout(flush, 100);
  }
  function forward(entry) {
    if (!active()) { layer.push = nativePush; return; }
    if (!entry || typeof entry !== 'object' || typeof entry.event !== 'string' || !EVENT.test(entry.event)) return;
    var data = {}, count = 0;
    for (var key in entry) {
      if (key === 'event' || !Object.prototype.hasOwnProperty.call(entry, key) || !FIELD.test(key)) continue;
      var v = value(entry[key]);
      if (v === undefined || count >= ${fields}) continue;
      data[key] = v;
      count++;
    }
    queue.push({ event: entry.event, data: data });
    if (queue.length >= ${events}) flush();
    else if (!timer) timer = setTimeout(flush, 100);
  }
  Object.defineProperty(layer, 'portalTag', { value: TAG });
  for (var i = 0; i < layer.length; i++) forward(layer[i]);
  layer.push = function () {
    var result = nativePush.apply(layer, arguments);
    for (var j = 0; j < arguments.length; j++) forward(arguments[j]);
    return result;
  };
  window.addEventListener('pagehide', flush);
})();
`;
}
