import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The local Midtrans stand-in (apps/api/test/support/midtrans-stub.mjs) the browser tests pay against. */
export const E2E_MIDTRANS_PORT = Number(process.env.E2E_MIDTRANS_PORT ?? 8198);
export const E2E_DATA_DIR = path.resolve('.tmp/e2e-data');
export const E2E_ADMIN = { email: 'owner@boneka.test', password: 'Pemilik-Toko-2026' };
/** The server of e2e/after-shipping.spec.ts: the same build with a RajaOngkir key, against the local stub. */
export const E2E_TRACKING_PORT = Number(process.env.E2E_TRACKING_PORT ?? 8196);
export const E2E_TRACKING_DATA_DIR = path.resolve('.tmp/e2e-tracking-data');
/** The server of e2e/returns.spec.ts: a RajaOngkir key against the local stub, to track the return parcels. */
export const E2E_RETURNS_PORT = Number(process.env.E2E_RETURNS_PORT ?? 8193);
export const E2E_RETURNS_DATA_DIR = path.resolve('.tmp/e2e-returns-data');
/** The server of e2e/shipment-panel.spec.ts: a Komship key against the local stand-in, to book shipments. */
export const E2E_SHIPMENTS_PORT = Number(process.env.E2E_SHIPMENTS_PORT ?? 8194);
export const E2E_SHIPMENTS_DATA_DIR = path.resolve('.tmp/e2e-shipments-data');
/** The server of e2e/account-rights.spec.ts: accounts deleted there are gone from no other journey's shop. */
export const E2E_ACCOUNT_RIGHTS_PORT = Number(process.env.E2E_ACCOUNT_RIGHTS_PORT ?? 8197);
export const E2E_ACCOUNT_RIGHTS_DATA_DIR = path.resolve('.tmp/e2e-account-rights-data');
