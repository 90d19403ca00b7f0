// The public types of @kassa/web-sdk 1.4, as the Web SDK pages (site/pages/sdk/) document them.
// The TypeScript samples marked `check` on those pages are type-checked against this file at
// build time (config.yaml `samples.typescriptDeclarations`); change it together with the pages.

declare module '@kassa/web-sdk' {
  export type KassaEnvironment = 'production' | 'qa';

  export interface KassaOptions {
    /** Sent as `X-Api-Key`. */
    apiKey: string;
    /** Sent as `X-Channel-Id`. */
    channelId: string;
    /** Default `'production'`. */
    environment?: KassaEnvironment;
    /** Retries of 429 and 5xx responses, default 2. */
    maxRetries?: number;
    /** Milliseconds per attempt, default 10000. */
    timeout?: number;
  }

  export class Kassa {
    constructor(options: KassaOptions);
    readonly carts: {
      create(body: CreateCartRequest): Promise<Cart>;
      get(cartId: string): Promise<Cart>;
      update(cartId: string, body: UpdateCartRequest): Promise<Cart>;
      delete(cartId: string): Promise<void>;
      addItem(cartId: string, body: AddCartItemRequest): Promise<Cart>;
      updateItem(cartId: string, itemId: string, body: UpdateCartItemRequest): Promise<Cart>;
      removeItem(cartId: string, itemId: string): Promise<Cart>;
      itemsBySupplier(cartId: string): Promise<SupplierGroup[]>;
    };
    readonly checkouts: {
      create(body: CreateCheckoutRequest): Promise<Checkout>;
      get(checkoutId: string): Promise<Checkout>;
      update(checkoutId: string, body: UpdateCheckoutRequest): Promise<Checkout>;
      delete(checkoutId: string): Promise<void>;
      updateShippings(checkoutId: string, body: UpdateShippingsRequest): Promise<Checkout>;
    };
    readonly payments: {
      initStripe(checkoutId: string, body: StripePaymentRequest): Promise<StripePaymentSession>;
      initStripeEmbedded(checkoutId: string, body: StripeEmbeddedPaymentRequest): Promise<StripeEmbeddedPaymentSession>;
      initKlarna(checkoutId: string, body: KlarnaPaymentRequest): Promise<KlarnaPaymentSession>;
      initVipps(checkoutId: string, body: VippsPaymentRequest): Promise<VippsPaymentSession>;
      methods(): Promise<PaymentMethod[]>;
    };
    readonly products: {
      list(params?: ProductListParams): Promise<ProductList>;
      get(productId: string, params?: { marketId?: string }): Promise<Product>;
      byCategory(categoryId: string, params?: ProductListParams): Promise<ProductList>;
      byCategories(categoryIds: string[], params?: ProductListParams): Promise<ProductList>;
    };
    readonly channels: { me(): Promise<Channel[]> };
    readonly markets: { list(): Promise<Market[]> };
    readonly suppliers: {
      list(): Promise<Supplier[]>;
      byShippingCountries(countryIds: string[]): Promise<Supplier[]>;
    };
    readonly terms: {
      get(): Promise<Terms>;
      purchaseConditions(): Promise<PurchaseConditions>;
    };
  }

  export class KassaError extends Error {
    readonly name: 'KassaError';
    /** HTTP status; 0 when no response arrived. */
    readonly status: number;
    /** `error.code` of the response, such as `'cart_not_found'`; `'network_error'` when no response arrived. */
    readonly code: string;
    readonly message: string;
    /** `error.requestId`; null when no response arrived. */
    readonly requestId: string | null;
  }

  export interface Totals {
    subtotal: number;
    shipping: number;
    discount: number;
    tax: number;
    total: number;
    currency: string;
  }

  export interface Cart {
    id: string;
    channelId: string;
    marketId: string;
    currency: string;
    items: CartItem[];
    totals: Totals;
    createdAt: string;
    updatedAt: string;
  }

  export interface CartItem {
    id: string;
    productId: string;
    variantId: string;
    supplierId: string;
    name: string;
    quantity: number;
    unitPrice: number;
    total: number;
  }

  export interface CreateCartRequest { marketId: string }
  export interface AddCartItemRequest { productId: string; variantId: string; quantity?: number }
  export interface UpdateCartItemRequest { quantity: number }
  export interface UpdateCartRequest { items: AddCartItemRequest[] }

  export type CheckoutStatus = 'open' | 'payment_pending' | 'completed' | 'expired';

  export interface Checkout {
    id: string;
    cartId: string;
    channelId: string;
    marketId: string;
    status: CheckoutStatus;
    email: string | null;
    shippingAddress: Address | null;
    billingAddress: Address | null;
    items: CartItem[];
    shippings: ShippingSelection[];
    discountCodes: string[];
    totals: Totals;
    payment: Payment | null;
    createdAt: string;
    updatedAt: string;
    expiresAt: string | null;
  }

  export interface Address {
    firstName: string;
    lastName: string;
    line1: string;
    line2?: string | null;
    postalCode: string;
    city: string;
    country: string;
    phone?: string | null;
  }

  export interface CreateCheckoutRequest { cartId: string }

  export interface UpdateCheckoutRequest {
    email?: string;
    shippingAddress?: Address;
    billingAddress?: Address | null;
    discountCodes?: string[];
  }

  export interface Supplier {
    id: string;
    name: string;
    description: string;
    logoUrl: string | null;
    shippingCountries: string[];
  }

  export interface SupplierGroup {
    supplier: Supplier;
    items: CartItem[];
    subtotal: number;
    currency: string;
    shippingOptions: ShippingOption[];
  }

  export interface ShippingOption {
    id: string;
    name: string;
    carrier: string;
    price: number;
    currency: string;
    minDeliveryDays: number;
    maxDeliveryDays: number;
  }

  export interface ShippingSelectionInput { supplierId: string; shippingOptionId: string }

  export interface ShippingSelection extends ShippingSelectionInput {
    name: string;
    price: number;
  }

  export interface UpdateShippingsRequest { shippings: ShippingSelectionInput[] }

  export type PaymentProvider = 'stripe' | 'stripe_embedded' | 'klarna' | 'vipps';
  export type PaymentStatus = 'pending' | 'succeeded' | 'cancelled' | 'failed';

  export interface Payment {
    id: string;
    provider: PaymentProvider;
    status: PaymentStatus;
    amount: number;
    currency: string;
    createdAt: string;
    session?: PaymentInitialization;
  }

  export interface PaymentMethod {
    provider: PaymentProvider;
    name: string;
    marketIds: string[];
    testMode: boolean;
  }

  /** The fields every session shares (not exported by name). */
  interface PaymentSessionBase {
    paymentId: string;
    checkoutId: string;
    amount: number;
    currency: string;
    expiresAt: string;
  }
  export interface StripePaymentSession extends PaymentSessionBase { provider: 'stripe'; sessionId: string; redirectUrl: string }
  export interface StripeEmbeddedPaymentSession extends PaymentSessionBase { provider: 'stripe_embedded'; clientSecret: string; publishableKey: string }
  export interface KlarnaPaymentSession extends PaymentSessionBase { provider: 'klarna'; sessionId: string; clientToken: string; redirectUrl: string }
  export interface VippsPaymentSession extends PaymentSessionBase { provider: 'vipps'; reference: string; redirectUrl: string }

  export type PaymentInitialization = StripePaymentSession | StripeEmbeddedPaymentSession | KlarnaPaymentSession | VippsPaymentSession;

  export interface StripePaymentRequest { successUrl: string; cancelUrl: string }
  export interface StripeEmbeddedPaymentRequest { returnUrl: string }
  export interface KlarnaPaymentRequest { successUrl: string; cancelUrl: string }
  export interface VippsPaymentRequest { returnUrl: string; phoneNumber?: string | null }

  export interface Product {
    id: string;
    name: string;
    description: string;
    brand: string | null;
    supplierId: string;
    marketId: string;
    currency: string;
    images: ProductImage[];
    categories: Category[];
    variants: ProductVariant[];
  }

  export interface ProductVariant {
    id: string;
    sku: string;
    name: string;
    options: Record<string, string>;
    price: number;
    compareAtPrice: number | null;
    available: boolean;
  }

  export interface ProductImage { url: string; alt: string }

  export interface Category {
    id: string;
    name: string;
    parentId: string | null;
    children: Category[];
  }

  export interface ProductList {
    items: Product[];
    nextCursor: string | null;
  }

  export interface ProductListParams {
    limit?: number;
    cursor?: string;
    marketId?: string;
  }

  export interface Channel {
    id: string;
    name: string;
    type: 'app' | 'web' | 'social';
    defaultMarketId: string;
    marketIds: string[];
    origins: string[];
  }

  export interface Market {
    id: string;
    name: string;
    country: string;
    currency: string;
  }

  export interface Terms {
    version: string;
    title: string;
    language: string;
    content: string;
    effectiveFrom: string;
    updatedAt: string;
  }

  export interface PurchaseConditions extends Terms {
    withdrawalPeriodDays: number;
  }
}
