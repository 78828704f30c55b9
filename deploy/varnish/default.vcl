vcl 4.1;

# Boneka Shop behind Varnish 7 (Debian 12: `apt-get install varnish varnish-modules`): README "Behind a CDN",
# decision 054. Varnish keeps the shop pages (/, /products…, /product/{id}…, /about) and the built scripts; the shop
# purges a page's keys (its Surrogate-Key header, held by the xkey vmod) when a write changes what it shows, with
# CDN_PURGE_URL=http://<this Varnish>/ and CDN_PURGE_KIND=varnish. Everything else passes to the shop as it came.

import std;
import xkey;

# The shop (one instance; several: one backend each and a director). Its /healthz answers while the process runs:
# when it stops answering, pages are served stale (stale-if-error) instead of errors.
backend shop {
    .host = "127.0.0.1";
    .port = "8080";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .probe = {
        .url = "/healthz";
        .interval = 2s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
        .initial = 2;
    }
}

# Who may purge: the shop's own instances. Add their addresses when they run on other machines.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # Headers this VCL uses to carry state across a restart are never taken from the client.
    if (req.restarts == 0) {
        unset req.http.x-fetch-now;
        unset req.http.x-stale-if-error;
    }
    unset req.http.x-cache;
    # vcl_hit found the page too old to serve while the shop answers: look it up without its grace, to fetch it.
    # That fetch failed (vcl_synth): look it up with all of its grace again (a restart keeps req.grace).
    if (req.http.x-fetch-now) {
        set req.grace = 0s;
    } elsif (req.http.x-stale-if-error) {
        set req.grace = 365d;
    }

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # A soft purge: the pages are never served again while the shop answers (vcl_hit fetches them), but
        # Varnish keeps them for when it does not (stale-if-error).
        if (req.http.xkey-purge) {
            return (synth(200, "Purged " + xkey.softpurge(req.http.xkey-purge)));
        }
        return (synth(400, "Name the keys in xkey-purge"));
    }

    # Writes and anything a signed-in shopper asks go to the shop, never through the cache.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }

    # A shop page is the same for every visitor in a language: it varies by the `lang` cookie only (`lang=en`, else
    # Indonesian) and by Accept-Encoding. Other cookies (a signed-in shopper's, analytics) neither split nor bypass it.
    if (req.url ~ "^/(products|about)?(\?.*)?$" || req.url ~ "^/product/[^/?]+(\?.*)?$") {
        if (req.http.Cookie ~ "(^|;\s*)lang=en(;|$)") {
            set req.http.Cookie = "lang=en";
        } else {
            unset req.http.Cookie;
        }
        return (hash);
    }
    # The built scripts and styles: named by their content, the same for everyone.
    if (req.url ~ "^/assets/") {
        unset req.http.Cookie;
        return (hash);
    }
    # Anything else: Varnish's own rules (a request with cookies passes).
}

sub vcl_hit {
    # Not fresh while the shop answers: a page purged before its s-maxage ran out, or past its
    # stale-while-revalidate, is fetched now; within stale-while-revalidate it is served once more while Varnish
    # fetches it in the background. When the shop does not answer, any page within its grace (stale-if-error) is.
    if (obj.ttl < 0s && !req.http.x-stale-if-error && std.healthy(req.backend_hint) &&
        (obj.age < std.duration(obj.http.x-shared-max-age, 0s) ||
         obj.ttl + std.duration(obj.http.x-stale-while-revalidate, 0s) <= 0s)) {
        set req.http.x-fetch-now = "1";
        return (restart);
    }
    if (obj.ttl >= 0s) {
        set req.http.x-cache = "HIT";
    } else {
        set req.http.x-cache = "STALE";
    }
}

sub vcl_miss {
    set req.http.x-cache = "MISS";
}

sub vcl_pass {
    set req.http.x-cache = "PASS";
}

sub vcl_backend_response {
    if (beresp.status >= 500) {
        # A failed refresh of a page Varnish holds keeps that page (vcl_synth serves it); any other failure is the
        # shop's own answer, not kept.
        if (bereq.is_bgfetch || bereq.http.x-fetch-now) {
            return (abandon);
        }
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Kept only when the shop says a shared cache may keep it: never a reply that sets a cookie or is private.
    if (beresp.http.Set-Cookie ||
        beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" ||
        beresp.http.Cache-Control !~ "(?i)(public|s-maxage)") {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The page's keys, for xkey.purge.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # Varnish reads s-maxage into the TTL and stale-while-revalidate into the grace: the object keeps both for
    # vcl_hit (a soft purge shortens the TTL, never the age it was given), and its grace becomes stale-if-error:
    # how long it may be served while the shop does not answer.
    set beresp.http.x-shared-max-age = "" + beresp.ttl + "s";
    set beresp.http.x-stale-while-revalidate = "" + beresp.grace + "s";
    if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), beresp.grace);
    }
    return (deliver);
}

sub vcl_backend_error {
    if (bereq.is_bgfetch || bereq.http.x-fetch-now) {
        return (abandon);
    }
}

sub vcl_synth {
    # The shop did not answer for a page Varnish still holds in its grace: serve that one (stale-if-error).
    if (resp.status == 503 && req.http.x-fetch-now && !req.http.x-stale-if-error) {
        unset req.http.x-fetch-now;
        set req.http.x-stale-if-error = "1";
        return (restart);
    }
}

sub vcl_deliver {
    set resp.http.X-Cache = req.http.x-cache;
    # What the pages show is the shop's business, not the visitor's.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.x-shared-max-age;
    unset resp.http.x-stale-while-revalidate;
}
