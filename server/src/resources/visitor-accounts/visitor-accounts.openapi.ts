import type { JsonSchema } from '../../api/shapes.ts';
import { problem, ref } from '../../docs/openapi-parts.ts';

// The returning visitors' endpoints in the OpenAPI document (issue 21). Answers and bodies are contracts
// of src/contracts/visitor-session.schema.ts (generated into the components by docs/contract-schemas.ts).

const provider = {
  name: 'provider',
  in: 'path',
  required: true,
  description: 'Who proves the visitor’s address: `email` (a one-time link sent by e-mail).',
  schema: { type: 'string', enum: ['email'] },
};
const cookie = {
  name: 'bf_visitor',
  in: 'cookie',
  required: false,
  description: 'The session cookie set by the callback (HttpOnly, Secure, SameSite=None, Partitioned).',
  schema: { type: 'string' },
};
const json = (name: string, description: string) => ({
  description,
  content: { 'application/ld+json': { schema: ref(name) } },
});
const body = (name: string) => ({
  required: true,
  content: { 'application/ld+json': { schema: ref(name) }, 'application/json': { schema: ref(name) } },
});
const signedOut = problem(
  'No visitor is signed in from this page (`not_signed_in`): no cookie, an ended session, or a request from another origin than the one that signed in.',
);
const unknownProvider = problem('No such provider (`provider_not_found`).');

/** The `/api/{provider}/oauth2/…` paths. */
export function VISITOR_ACCOUNT_PATHS(): {
  paths: Record<string, Record<string, unknown>>;
  schemas: Record<string, JsonSchema>;
} {
  const tags = ['Returning visitors'];
  const security = [{}];
  const paths = {
    '/api/{provider}/oauth2/authorize': {
      post: {
        tags,
        operationId: 'requestSignInLink',
        summary:
          'Sends a one-time sign-in link to the address, for its bookings at the partner. The answer is the same whether or not the address has bookings. Rate limited per client address and per address.',
        security,
        parameters: [provider],
        requestBody: body('SignInRequest'),
        responses: {
          '202': json('SignInRequested', 'The link is on its way (valid for `expiresInMinutes`).'),
          '404': unknownProvider,
          '422': problem('The address or the partner is not valid (`violations`).'),
          '429': problem('Too many links asked for (`too_many_attempts`, Retry-After).'),
        },
      },
    },
    '/api/{provider}/oauth2/callback': {
      post: {
        tags,
        operationId: 'redeemSignInLink',
        summary:
          'Redeems the code of a sign-in link once, before it expires, for a session cookie bound to the calling page’s origin.',
        security,
        parameters: [provider],
        requestBody: body('SignInCallback'),
        responses: {
          '200': json('VisitorSession', 'Signed in; the answer sets the `bf_visitor` cookie.'),
          '400': problem('The code is unknown, used or expired (`sign_in_link_invalid`).'),
          '404': unknownProvider,
          '429': problem('Too many codes tried from this address (`too_many_attempts`).'),
        },
      },
    },
    '/api/{provider}/oauth2/user': {
      get: {
        tags,
        operationId: 'signedInVisitor',
        summary: 'The signed-in visitor: the proved address and when the session ends.',
        security,
        parameters: [provider, cookie],
        responses: {
          '200': json('VisitorSession', 'The session.'),
          '401': signedOut,
          '404': unknownProvider,
        },
      },
    },
    '/api/{provider}/oauth2/user/bookings': {
      get: {
        tags,
        operationId: 'signedInVisitorBookings',
        summary:
          'Lists the signed-in user’s bookings (spec §7): every booking sent with the proved address at the partner, newest first. Each opens at `GET /api/booking/{id}` with the same cookie, without its key.',
        security,
        parameters: [provider, cookie],
        responses: {
          '200': json('VisitorBooking.collection', 'The bookings.'),
          '401': signedOut,
          '404': unknownProvider,
        },
      },
    },
    '/api/{provider}/oauth2/sign_out': {
      post: {
        tags,
        operationId: 'signOutVisitor',
        summary: 'Ends the session and clears its cookie.',
        security,
        parameters: [provider, cookie],
        responses: { '204': { description: 'Signed out.' }, '404': unknownProvider },
      },
    },
  };
  return { paths, schemas: {} };
}
