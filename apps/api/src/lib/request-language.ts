import type { FastifyRequest } from 'fastify';

export type Language = 'id' | 'en';

/** The visitor's language, which the web app keeps in a `lang` cookie (apps/web lib/i18n): Indonesian by default. */
export const languageOf = (req: FastifyRequest): Language =>
  /(?:^|;\s*)lang=en(?:;|$)/.test(req.headers.cookie ?? '') ? 'en' : 'id';
