/**
 * The venue's desk (issue 17): staff users, their sign-in and their session. Staff sign in as people
 * (e-mail and password, or a one-time link from a manager or `npm run staff-user`); the answers here are
 * what the desk's pages read. API keys stay for integrations.
 */
import * as v from 'valibot';
import { LOCALES } from '../domain/locale.ts';
import { isEmail, MESSAGES } from '../domain/validation.ts';

/** A staff user's role: `staff` answers requests and sends offers; `manager` also manages staff users. */
export const DESK_ROLES = ['staff', 'manager'] as const;

/** The shortest and longest password the desk accepts. */
export const DESK_PASSWORD_LENGTH = { min: 12, max: 256 } as const;

const address = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.check((s: string) => s !== '', MESSAGES.required),
  v.maxLength(320, 'At most 320 characters.'),
  v.check((s: string) => isEmail(s), MESSAGES.email),
);

/** `POST /api/desk/sign_in`. */
export const deskSignInSchema = v.strictObject({
  email: address,
  // Not checked for length here: a wrong password of any length is just wrong (up to the body limit).
  password: v.pipe(v.string(MESSAGES.required), v.minLength(1, MESSAGES.required), v.maxLength(1024)),
});

/** `POST /api/desk/links/redeem`: a one-time link's code. */
export const deskLinkSchema = v.strictObject({
  code: v.pipe(v.string(MESSAGES.required), v.minLength(1, MESSAGES.required), v.maxLength(200)),
});

/** `PUT /api/desk/password`. */
export const deskPasswordSchema = v.strictObject({
  password: v.pipe(
    v.string(MESSAGES.required),
    v.check((s: string) => [...s].length >= DESK_PASSWORD_LENGTH.min, 'desk.passwordTooShort'),
    v.check((s: string) => [...s].length <= DESK_PASSWORD_LENGTH.max, 'desk.passwordTooLong'),
  ),
});

/** A staff user as the desk lists them. */
export const staffUserSchema = v.strictObject({
  '@id': v.string(),
  '@type': v.literal('StaffUser'),
  id: v.number(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(DESK_ROLES),
  locale: v.string(),
  /** The locations this user works for, as IRIs; null: all of the partner's. */
  locations: v.nullable(v.array(v.string())),
  /** Whether they have set a password (an invited user has not, until they open their link). */
  hasPassword: v.boolean(),
  disabled: v.boolean(),
  createdAt: v.string(),
});

/** The signed-in desk user, their partner, and the token every write must carry in `X-CSRF-Token`. */
export const deskSessionSchema = v.strictObject({
  '@type': v.literal('DeskSession'),
  user: staffUserSchema,
  partner: v.strictObject({ '@id': v.string(), id: v.number(), slug: v.string(), name: v.string() }),
  csrfToken: v.string(),
  /** ISO 8601 instant. */
  expiresAt: v.string(),
});

/** `POST /api/desk/staff_users` (managers): a new colleague, who gets a one-time link to set a password. */
export const newStaffUserSchema = v.strictObject({
  name: v.pipe(v.string(MESSAGES.required), v.trim(), v.minLength(1, MESSAGES.required), v.maxLength(200)),
  email: address,
  role: v.picklist(DESK_ROLES),
  locale: v.optional(v.picklist(LOCALES)),
  /** Location IRIs (`/api/locations/{id}`) of the partner; omitted or null: all. */
  locations: v.optional(v.nullable(v.array(v.pipe(v.string(), v.maxLength(100))))),
});

/** `PATCH /api/desk/staff_users/{id}` (managers). */
export const staffUserChangeSchema = v.strictObject({
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.required), v.maxLength(200))),
  role: v.optional(v.picklist(DESK_ROLES)),
  locale: v.optional(v.picklist(LOCALES)),
  locations: v.optional(v.nullable(v.array(v.pipe(v.string(), v.maxLength(100))))),
  disabled: v.optional(v.boolean()),
});

/** A one-time link for a staff user: shown once to the manager who asked, and e-mailed to the user. */
export const staffLinkSchema = v.strictObject({
  '@type': v.literal('StaffLink'),
  user: staffUserSchema,
  link: v.string(),
  /** ISO 8601 instant. */
  expiresAt: v.string(),
});

/** `GET /api/desk/staff_users`. */
export const staffUsersSchema = v.strictObject({
  '@context': v.optional(v.string()),
  '@id': v.string(),
  '@type': v.literal('Collection'),
  totalItems: v.number(),
  member: v.array(staffUserSchema),
});

/** The desk's session as the desk reads it. */
export type DeskSession = v.InferOutput<typeof deskSessionSchema>;
/** A staff user as the desk lists them. */
export type StaffUser = v.InferOutput<typeof staffUserSchema>;
