import type * as v from 'valibot';
import { bookingPayloadSchema, quotePayloadSchema } from '../../../src/contracts/booking-payload.schema.ts';
import {
  bookingConfirmationSchema,
  bookingCreatedSchema,
  bookingReadSchema,
} from '../../../src/contracts/booking-read.schema.ts';
import { bookingTransitionSchema } from '../../../src/contracts/booking-transition.schema.ts';
import { bookingConflictsSchema, bookingMessagesSchema } from '../../../src/contracts/desk-booking.schema.ts';
import { inboxCountsSchema, inboxPageSchema } from '../../../src/contracts/desk-inbox.schema.ts';
import { occupancySchema } from '../../../src/contracts/desk-occupancy.schema.ts';
import {
  deskLinkSchema,
  deskPasswordSchema,
  deskSessionSchema,
  deskSignInSchema,
  newStaffUserSchema,
  staffLinkSchema,
  staffUserChangeSchema,
  staffUserSchema,
  staffUsersSchema,
} from '../../../src/contracts/desk-session.schema.ts';
import { paymentSchema, paymentSessionSchema } from '../../../src/contracts/payment.schema.ts';
import { billingAnswerSchema, quoteAnswerSchema } from '../../../src/contracts/pricing.schema.ts';
import {
  corporateVerifyAnswerSchema,
  corporateVerifyRequestSchema,
  hallsSuitableAnswerSchema,
  locationPackageDealsAnswerSchema,
  roomAvailabilitiesAnswerSchema,
} from '../../../src/contracts/queries.schema.ts';
import {
  signInCallbackSchema,
  signInRequestedSchema,
  signInRequestSchema,
  visitorBookingsSchema,
  visitorSessionSchema,
} from '../../../src/contracts/visitor-session.schema.ts';

// Which contract each route speaks: the one table the response check (tests) and the generated API
// documentation both read, so neither can describe a route the other does not.

/** A route whose request and answer are contracts of src/contracts. */
export type ContractRoute = {
  method: 'get' | 'post' | 'put' | 'patch';
  /** The OpenAPI path, e.g. `/api/booking/{id}`. */
  path: string;
  /** The name its answer schema gets in the OpenAPI components. */
  answerName: string;
  answer: v.GenericSchema;
  /** The status of a successful answer. */
  status: number;
  requestName?: string;
  request?: v.GenericSchema;
};

/** Every contract route of the API. */
export const CONTRACT_ROUTES: readonly ContractRoute[] = [
  {
    method: 'post',
    path: '/api/booking',
    status: 201,
    answerName: 'BookingCreated',
    answer: bookingCreatedSchema,
    requestName: 'BookingPayload',
    request: bookingPayloadSchema,
  },
  {
    method: 'get',
    path: '/api/booking/{id}',
    status: 200,
    answerName: 'Reservation',
    answer: bookingReadSchema,
  },
  {
    method: 'get',
    path: '/api/bookings/{id}',
    status: 200,
    answerName: 'Reservation',
    answer: bookingReadSchema,
  },
  {
    method: 'put',
    path: '/api/booking/{id}',
    status: 200,
    answerName: 'Reservation',
    answer: bookingReadSchema,
    requestName: 'BookingPayload',
    request: bookingPayloadSchema,
  },
  {
    method: 'patch',
    path: '/api/booking/{id}',
    status: 200,
    answerName: 'Reservation',
    answer: bookingReadSchema,
    requestName: 'BookingPayload',
    request: bookingPayloadSchema,
  },
  {
    method: 'put',
    path: '/api/booking/{id}/status',
    status: 200,
    answerName: 'Reservation',
    answer: bookingReadSchema,
    requestName: 'BookingTransition',
    request: bookingTransitionSchema,
  },
  {
    method: 'get',
    path: '/api/booking/{id}/confirmation',
    status: 200,
    answerName: 'BookingConfirmation',
    answer: bookingConfirmationSchema,
  },
  {
    method: 'get',
    path: '/api/booking/{id}/billing',
    status: 200,
    answerName: 'Billing',
    answer: billingAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/booking/{id}/payments',
    status: 200,
    answerName: 'PaymentSession',
    answer: paymentSessionSchema,
  },
  {
    method: 'post',
    path: '/api/booking/{id}/payments/{paymentId}/check',
    status: 200,
    answerName: 'Payment',
    answer: paymentSchema,
  },
  {
    method: 'post',
    path: '/api/booking_quotes',
    status: 200,
    answerName: 'BookingQuote',
    answer: quoteAnswerSchema,
    requestName: 'BookingQuoteRequest',
    request: quotePayloadSchema,
  },
  {
    method: 'get',
    path: '/api/halls_suitable',
    status: 200,
    answerName: 'HallSuitability.collection',
    answer: hallsSuitableAnswerSchema,
  },
  {
    method: 'get',
    path: '/api/location_room_types/availabilities',
    status: 200,
    answerName: 'RoomTypeAvailability.collection',
    answer: roomAvailabilitiesAnswerSchema,
  },
  {
    method: 'get',
    path: '/api/locations/{id}/package_deals',
    status: 200,
    answerName: 'LocationPackageDeals.collection',
    answer: locationPackageDealsAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/corporate_accounts/verify',
    status: 200,
    answerName: 'CorporateVerification',
    answer: corporateVerifyAnswerSchema,
    requestName: 'CorporateVerificationRequest',
    request: corporateVerifyRequestSchema,
  },
  {
    method: 'post',
    path: '/api/{provider}/oauth2/authorize',
    status: 202,
    answerName: 'SignInRequested',
    answer: signInRequestedSchema,
    requestName: 'SignInRequest',
    request: signInRequestSchema,
  },
  {
    method: 'post',
    path: '/api/{provider}/oauth2/callback',
    status: 200,
    answerName: 'VisitorSession',
    answer: visitorSessionSchema,
    requestName: 'SignInCallback',
    request: signInCallbackSchema,
  },
  {
    method: 'get',
    path: '/api/{provider}/oauth2/user',
    status: 200,
    answerName: 'VisitorSession',
    answer: visitorSessionSchema,
  },
  {
    method: 'get',
    path: '/api/{provider}/oauth2/user/bookings',
    status: 200,
    answerName: 'VisitorBooking.collection',
    answer: visitorBookingsSchema,
  },
  {
    method: 'post',
    path: '/api/desk/sign_in',
    status: 200,
    answerName: 'DeskSession',
    answer: deskSessionSchema,
    requestName: 'DeskSignIn',
    request: deskSignInSchema,
  },
  {
    method: 'post',
    path: '/api/desk/links/redeem',
    status: 200,
    answerName: 'DeskSession',
    answer: deskSessionSchema,
    requestName: 'DeskLink',
    request: deskLinkSchema,
  },
  {
    method: 'get',
    path: '/api/desk/session',
    status: 200,
    answerName: 'DeskSession',
    answer: deskSessionSchema,
  },
  {
    method: 'put',
    path: '/api/desk/password',
    status: 200,
    answerName: 'DeskSession',
    answer: deskSessionSchema,
    requestName: 'DeskPassword',
    request: deskPasswordSchema,
  },
  {
    method: 'get',
    path: '/api/desk/staff_users',
    status: 200,
    answerName: 'StaffUser.collection',
    answer: staffUsersSchema,
  },
  {
    method: 'post',
    path: '/api/desk/staff_users',
    status: 201,
    answerName: 'StaffLink',
    answer: staffLinkSchema,
    requestName: 'NewStaffUser',
    request: newStaffUserSchema,
  },
  {
    method: 'patch',
    path: '/api/desk/staff_users/{id}',
    status: 200,
    answerName: 'StaffUser',
    answer: staffUserSchema,
    requestName: 'StaffUserChange',
    request: staffUserChangeSchema,
  },
  {
    method: 'get',
    path: '/api/desk/occupancy',
    status: 200,
    answerName: 'Occupancy',
    answer: occupancySchema,
  },
  {
    method: 'get',
    path: '/api/desk/inbox',
    status: 200,
    answerName: 'InboxEntry.collection',
    answer: inboxPageSchema,
  },
  {
    method: 'get',
    path: '/api/desk/inbox/counts',
    status: 200,
    answerName: 'InboxCounts',
    answer: inboxCountsSchema,
  },
  {
    method: 'get',
    path: '/api/desk/bookings/{id}/messages',
    status: 200,
    answerName: 'BookingMessage.collection',
    answer: bookingMessagesSchema,
  },
  {
    method: 'get',
    path: '/api/desk/bookings/{id}/conflicts',
    status: 200,
    answerName: 'BookingConflicts',
    answer: bookingConflictsSchema,
  },
];

const patterns = CONTRACT_ROUTES.map((route) => ({
  route,
  regex: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
}));

/** The contract route a request hits, if any. */
export function contractRouteOf(method: string, pathname: string): ContractRoute | null {
  const lower = method.toLowerCase();
  return patterns.find((p) => p.route.method === lower && p.regex.test(pathname))?.route ?? null;
}
