import { occupancyQueryEntries } from '../../../../src/contracts/desk-occupancy.schema.ts';
import type { JsonSchema } from '../../api/shapes.ts';
import { queryParameters } from '../../docs/contract-schemas.ts';
import { problem, ref } from '../../docs/openapi-parts.ts';
import { INBOX_PATHS } from './inbox.openapi.ts';

// The desk's own endpoints in the OpenAPI document (issue 17). Answers and bodies are contracts of
// src/contracts/desk-session.schema.ts (generated into the components by docs/contract-schemas.ts).

const json = (name: string, description: string) => ({
  description,
  content: { 'application/ld+json': { schema: ref(name) } },
});
const body = (name: string) => ({
  required: true,
  content: { 'application/ld+json': { schema: ref(name) }, 'application/json': { schema: ref(name) } },
});
const id = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The staff user’s id.',
  schema: { type: 'integer', minimum: 1 },
};
const bookingId = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The booking’s id.',
  schema: { type: 'integer', minimum: 1 },
};
const signedOut = problem('No desk session (`desk_sign_in_required`).');
const csrf = problem(
  'The write lacks the session’s `X-CSRF-Token`, or comes from another page than the desk (`csrf_token_invalid`).',
);
const managerOnly = problem('Only a manager may do this (`manager_role_required`).');
const grantingManager = problem(
  'Only a manager may do this (`manager_role_required`); one limited to some locations grants only those (`locations_beyond_own`).',
);

/** The `/api/desk/…` paths. */
export function DESK_PATHS(): {
  paths: Record<string, Record<string, unknown>>;
  schemas: Record<string, JsonSchema>;
} {
  const tags = ['Desk'];
  const security = [{ deskSession: [] }];
  const paths = {
    '/api/desk/sign_in': {
      post: {
        tags,
        operationId: 'deskSignIn',
        summary:
          'Signs a staff user in with e-mail and password; the answer sets the desk cookie. Failed attempts are limited per client address and per account at that address.',
        security: [{}],
        requestBody: body('DeskSignIn'),
        responses: {
          '200': json('DeskSession', 'Signed in.'),
          '401': problem('The e-mail address or the password is not right (`desk_sign_in_failed`).'),
          '403': csrf,
          '422': problem('The body is not valid (`violations`).'),
          '429': problem('Too many failed attempts (`too_many_attempts`, Retry-After).'),
        },
      },
    },
    '/api/desk/links/redeem': {
      post: {
        tags,
        operationId: 'deskRedeemLink',
        summary:
          'Redeems a one-time desk link (an invitation or a password reset) once, within 72 hours, for a session.',
        security: [{}],
        requestBody: body('DeskLink'),
        responses: {
          '200': json('DeskSession', 'Signed in; set a password next if `user.hasPassword` is false.'),
          '400': problem('The link is unknown, used or expired (`desk_link_invalid`).'),
          '403': csrf,
          '429': problem('Too many failed attempts (`too_many_attempts`).'),
        },
      },
    },
    '/api/desk/session': {
      get: {
        tags,
        operationId: 'deskSession',
        summary: 'The signed-in staff user, their partner, and the CSRF token every desk write must carry.',
        security,
        responses: { '200': json('DeskSession', 'The session.'), '401': signedOut },
      },
    },
    '/api/desk/password': {
      put: {
        tags,
        operationId: 'deskSetPassword',
        summary: 'Sets the signed-in user’s password (12 to 256 characters); their other sessions end.',
        security,
        requestBody: body('DeskPassword'),
        responses: {
          '200': json('DeskSession', 'Saved; the session, now with a password.'),
          '401': signedOut,
          '403': csrf,
          '422': problem('Too short, too long, or the e-mail address (`violations`).'),
        },
      },
    },
    '/api/desk/sign_out': {
      post: {
        tags,
        operationId: 'deskSignOut',
        summary: 'Ends the session and clears its cookie.',
        security,
        responses: { '204': { description: 'Signed out.' }, '403': csrf },
      },
    },
    '/api/desk/staff_users': {
      get: {
        tags,
        operationId: 'listStaffUsers',
        summary: 'The partner’s staff users.',
        security,
        responses: { '200': json('StaffUser.collection', 'The staff users.'), '401': signedOut },
      },
      post: {
        tags,
        operationId: 'createStaffUser',
        summary:
          'Adds a staff user (managers) and e-mails them their one-time link; the answer holds it too.',
        security,
        requestBody: body('NewStaffUser'),
        responses: {
          '201': json('StaffLink', 'Created.'),
          '401': signedOut,
          '403': grantingManager,
          '409': problem('The address already has a desk account (`staff_email_taken`).'),
          '422': problem('The body is not valid (`violations`).'),
        },
      },
    },
    '/api/desk/staff_users/{id}': {
      patch: {
        tags,
        operationId: 'changeStaffUser',
        summary: 'Changes a staff user’s name, role, language, locations, or disables them (managers).',
        security,
        parameters: [id],
        requestBody: {
          required: true,
          content: { 'application/merge-patch+json': { schema: ref('StaffUserChange') } },
        },
        responses: {
          '200': json('StaffUser', 'Changed.'),
          '401': signedOut,
          '403': grantingManager,
          '404': problem('No such staff user of this partner (`staff_user_not_found`).'),
          '422': problem('The body is not valid, or a manager would demote or disable themselves.'),
        },
      },
    },
    '/api/desk/staff_users/{id}/link': {
      post: {
        tags,
        operationId: 'newStaffUserLink',
        summary:
          'A new one-time link for a staff user who forgot their password (managers), e-mailed to them.',
        security,
        parameters: [id],
        responses: {
          '200': json('StaffLink', 'The link, shown once.'),
          '401': signedOut,
          '403': managerOnly,
          '404': problem('No such staff user of this partner (`staff_user_not_found`).'),
        },
      },
    },
    '/api/desk/occupancy': {
      get: {
        tags,
        operationId: 'deskOccupancy',
        summary:
          'A location’s halls by day and room types by night for one month: the bookings that hold them (held), and unanswered requests (asked).',
        security,
        parameters: queryParameters(occupancyQueryEntries),
        responses: {
          '200': json('Occupancy', 'The month.'),
          '400': problem(
            'A parameter is missing or malformed (`missing_parameter`, `invalid_filter`, `invalid_date`).',
          ),
          '401': signedOut,
          '404': problem(
            'No such location of this partner among the user’s locations (`location_not_found`).',
          ),
        },
      },
    },
    ...INBOX_PATHS(),
    '/api/desk/bookings/{id}/messages': {
      get: {
        tags,
        operationId: 'deskBookingMessages',
        summary:
          'The e-mails sent (or on their way) about a booking: when, to whom, subject, kind, delivery; never their bodies.',
        security,
        parameters: [bookingId],
        responses: {
          '200': json('BookingMessage.collection', 'The e-mails, oldest first.'),
          '401': signedOut,
          '404': problem('No such booking of the partner, or at a location the user is not limited to.'),
        },
      },
    },
    '/api/desk/bookings/{id}/conflicts': {
      get: {
        tags,
        operationId: 'deskBookingConflicts',
        summary:
          'The hall days and room nights of this booking that other holding bookings (offered, accepted, payment pending, confirmed) already take, with their references.',
        security,
        parameters: [bookingId],
        responses: {
          '200': json('BookingConflicts', 'What others hold; empty lists when nothing.'),
          '401': signedOut,
          '404': problem('No such booking of the partner, or at a location the user is not limited to.'),
        },
      },
    },
  };
  return { paths, schemas: {} };
}
