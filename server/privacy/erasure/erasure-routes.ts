import type { FastifyInstance } from 'fastify';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import { route } from '../../http/endpoint-route.ts';
import {
  cancelErasure,
  confirmErasure,
  getErasureState,
  listErasureRequests,
  requestErasure,
} from './erasure-service.ts';

/** The erasure calls of common/api/privacy/endpoints.ts, under /api/tj. */
export async function erasureRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const now = () => new Date(services.clock());

  route(app, privacyEndpoints.getMyErasure, ({ auth }) =>
    getErasureState(services.db, auth.user_id),
  );
  route(app, privacyEndpoints.requestErasure, ({ auth }) =>
    requestErasure(services.db, auth.user_id, now()),
  );
  route(app, privacyEndpoints.cancelErasure, ({ auth }) =>
    cancelErasure(services.db, auth.user_id, now()),
  );
  route(app, privacyEndpoints.listErasureRequests, ({ auth }) =>
    listErasureRequests(services.db, auth.user_id),
  );
  route(app, privacyEndpoints.confirmErasure, ({ auth, params }) =>
    confirmErasure(services.db, auth.user_id, params.id, now()),
  );
}
