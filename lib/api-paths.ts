import { imagePath } from '@/lib/routes';

const seg = encodeURIComponent;

/**
 * Builders for the BFF's own paths, for the browser's API client (lib/client/api.ts). A module of
 * their own: the page paths (lib/routes.ts) load with every page, these only with the client.
 */
export const api = {
  shops: () => '/api/shops',
  shop: (shopId: number) => `/api/shops/${shopId}`,
  menu: (shopId: number) => `/api/shops/${shopId}/menu`,
  deliverySpots: (shopId: number) => `/api/shops/${shopId}/delivery-spots`,
  image: imagePath,
  changeCulture: (code: string) => `/api/cultures/changeculture?cultureCode=${seg(code)}`,
  orders: () => '/api/order',
  order: (orderId: string) => `/api/order/${seg(orderId)}`,
  payment: (orderId: string) => `/api/order/${seg(orderId)}/payment`,
  confirmPayment: (orderId: string, paymentId: string) => `/api/order/${seg(orderId)}/payment/${seg(paymentId)}/confirm`,
  receipt: (orderId: string) => `/api/order/${seg(orderId)}/receipt`,
  orderSlot: (orderId: string) => `/api/order/${seg(orderId)}/slot`,
  slots: (shopId: number) => `/api/shops/${shopId}/slots`,
  orderCheck: (shopId: number) => `/api/shops/${shopId}/order-check`,
  slotHold: (shopId: number) => `/api/shops/${shopId}/slots/hold`,
  login: () => '/api/identity/login',
  register: () => '/api/identity/register',
  resendConfirmation: () => '/api/identity/resend-confirmation',
  forgotPassword: () => '/api/identity/forgot-password',
  resetPassword: () => '/api/identity/reset-password',
  signInLink: () => '/api/identity/sign-in-link',
  signInWithLink: () => '/api/identity/sign-in-with-link',
  changePassword: () => '/api/identity/change-password',
  changeEmail: () => '/api/identity/change-email',
  profile: () => '/api/user/profile',
  account: () => '/api/user',
  logout: () => '/api/user/logout',
  favorite: () => '/api/user/favorite',
  orderHistory: (pageIndex: number, pageSize: number) => `/api/user/order-history?pageIndex=${pageIndex}&pageSize=${pageSize}`,
  membershipCard: () => '/api/user/membership-card',
  group: () => '/api/group',
  groupAction: (
    action: 'join' | 'ready' | 'lock' | 'unlock' | 'host' | 'pay' | 'release' | 'order' | 'paid' | 'leave' | 'split' | 'rest' | 'pay-share' | 'confirm-share',
  ) => `/api/group/${action}`,
  groupEvents: () => '/api/group/events',
};
