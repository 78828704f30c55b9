import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnswerComplaintBody,
  COMPLAINT_MAX_PHOTOS,
  FileComplaintFields,
  IdParam,
  OrderResponse,
  TokenParam,
} from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import { badRequest } from '../../lib/errors.js';
import { parseFormFields, readMultipartForm } from '../../lib/multipart.js';
import { noReferrer, sendPrivateImage } from '../../lib/private-replies.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { ComplaintAnswer, ComplaintsService } from './complaints.service.js';

/** Complaints are part of the order's page and API: the orders' prefix (/api/orders) and tag. */
const tags = ['orders'];

const ANSWERED = {
  refund: 'Refund dicatat.',
  decline: 'Komplain ditolak.',
  return: 'Pembeli diminta mengembalikan barang.',
} as const;

/** The owner's answer as the service takes it: a note left out is none. */
const answerOf = (body: z.output<typeof AnswerComplaintBody>): ComplaintAnswer =>
  body.decision === 'decline' ? body : { ...body, note: body.note ?? null };

export function complaintsRoutes(
  service: ComplaintsService,
  authenticate: Authenticate,
  requireAdmin: Authenticate,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/secure/:token/complaint',
      {
        onRequest: authenticate,
        schema: { tags, params: TokenParam, consumes: ['multipart/form-data'], response: { 201: OrderResponse } },
      },
      async (req, reply) => {
        reply.headers(noReferrer);
        const form = await readMultipartForm(req, ['photos', 'photos[]'], {
          kind: 'complaint',
          maxFiles: COMPLAINT_MAX_PHOTOS,
          tooManyFiles: badRequest('TOO_MANY_IMAGES', `At most ${COMPLAINT_MAX_PHOTOS} photos per complaint.`, [
            { path: 'photos', message: `At most ${COMPLAINT_MAX_PHOTOS} photos` },
          ]),
        });
        const fields = parseFormFields(FileComplaintFields, form.fields);
        const order = await service.file(
          req.auth.userId,
          req.params.token,
          fields,
          form.files.map((f) => f.data),
          actorOf(req, 'customer'),
        );
        return reply.code(201).send({ success: true as const, message: 'Komplain terkirim ke toko.', data: order });
      },
    );
    app.get(
      '/secure/:token/complaint-photos/:index',
      {
        onRequest: authenticate,
        schema: {
          tags,
          params: TokenParam.extend({
            index: z.coerce
              .number()
              .int()
              .min(0)
              .max(COMPLAINT_MAX_PHOTOS - 1),
          }),
        },
      },
      async (req, reply) => {
        const image = await service.photo(
          { userId: req.auth.userId, type: req.auth.type },
          req.params.token,
          req.params.index,
        );
        return sendPrivateImage(reply, image);
      },
    );
    app.put(
      '/admin/:id/complaint',
      {
        onRequest: requireAdmin,
        schema: { tags, params: IdParam, body: AnswerComplaintBody, response: { 200: OrderResponse } },
      },
      async (req) => ({
        success: true as const,
        message: ANSWERED[req.body.decision],
        data: await service.answer(req.params.id, answerOf(req.body), actorOf(req, 'admin')),
      }),
    );
  };
}
