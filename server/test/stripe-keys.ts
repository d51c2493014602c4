/** The Stripe keys the tests configure; the Stripe API test server accepts any test key. */
export const TEST_STRIPE_KEYS = {
  secretKey: 'sk_test_bookingform',
  publishableKey: 'pk_test_bookingform',
  webhookSecret: 'whsec_bookingform',
};
