// Generated from the OpenAPI document the store serves: npm run client:generate. Do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this instance can serve: 200, or 503 while the database is down or the store is stopping */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a customer and send the first OTP */
        post: operations["registerCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a login OTP to a registered phone */
        post: operations["requestLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/resend-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new OTP (refused with 429 inside the 59-second cooldown) */
        post: operations["resendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the OTP and open a session (its token answered, and kept in an HttpOnly cookie) */
        post: operations["verifyCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke this session and the session cookie's, and clear the cookie */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out on every device: revoke all her sessions, this one too, and clear the cookie */
        post: operations["logoutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/updateUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the profile or the delivery address (any of the fields); multipart with an `image` file for a new photo */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the store holds about the signed-in customer, as one JSON file to download */
        get: operations["downloadMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/export/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same data as a page to read or print (HTML, India time), to download beside the JSON file */
        get: operations["downloadMyDataPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/account/deletion-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a fresh OTP to her phone that confirms deleting the account (409 while an order is open) */
        post: operations["sendDeletionCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the account with the deletion OTP: sessions end, personal data is erased, orders stay for the accounts */
        delete: operations["deleteMyAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/getTerms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The terms and conditions (sanitised HTML) */
        get: operations["getTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/getPrivacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The privacy policy (sanitised HTML) */
        get: operations["getPrivacyPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/getAboutUs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The about page (sanitised HTML and its images) */
        get: operations["getAboutUs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getContactUs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contact page title and support email */
        get: operations["getContactUs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testimonial/getAllTestimonials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer testimonials */
        get: operations["listTestimonials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/banner/getAllBanners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home page banners ordered by position */
        get: operations["listBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/getEmergencyFee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The express delivery charge in rupees */
        get: operations["getExpressFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seller's legal name, address, GSTIN and grievance officer (Contact page and footer) */
        get: operations["getSellerDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/getReturns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The returns, refunds and cancellation policy (sanitised HTML) */
        get: operations["getReturnsPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/getShipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipping and delivery policy (sanitised HTML) */
        get: operations["getShippingPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/brand/getAllBrands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All brands */
        get: operations["listBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/Product/getAllProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of products, filtered by brand names, sizes and price (rupees, inclusive), found by a search q (best first) */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/Product/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the search box suggests as she types: products and brands (from 2 letters) */
        get: operations["suggestProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/brand/getProductsByBrand/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of one brand's products, with the same filters */
        get: operations["listProductsByBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/Product/getProductById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: operations["getProductById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/Product/getBuyItWith/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products bought in the same orders, topped up with the same brand in other sizes */
        get: operations["listBuyItWith"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/Product/getRelatedProducts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same size from other brands, closest in price first */
        get: operations["listRelatedProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/getAllSizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All sizes */
        get: operations["listSizes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/review/addReview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review a product of a delivered order of hers (a second review replaces the first) */
        post: operations["addReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/review/getAverageRatings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's average rating */
        get: operations["getAverageRating"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/review/getReviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's reviews, newest first */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/addtocart/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add packs of a product (adds to its line when already in the cart) */
        post: operations["addToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/increment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** One more pack of a product in the cart (id is the product id) */
        put: operations["increaseCartQuantity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/decrement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** One pack fewer; at one pack the line is removed */
        put: operations["decreaseCartQuantity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a product from the cart */
        delete: operations["removeFromCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/cart/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the packs of a product already in the cart (to what her branch has left, say); id is the product id */
        put: operations["setCartQuantity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getCarts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cart with current prices */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getCartItemCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The number of packs in the cart (for the top bar badge) */
        get: operations["getCartCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notification/getNotificationCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The number of unread notifications */
        get: operations["getNotificationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notification/getUnreadNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread notifications, newest first */
        get: operations["listUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notification/getReadNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read notifications, newest first */
        get: operations["listReadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notification/updateStatus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a notification read */
        put: operations["markNotificationRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Her channels for order updates and repeat reminders, her consents and the quiet hours */
        get: operations["getNotificationSettings"];
        /** Change her channels, say yes to WhatsApp (recorded with its time) or take it back */
        put: operations["changeNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/buyNow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an order for the whole cart (pay on delivery, or now online when the store has a gateway); empties the cart
         * @description A repeat with the same Idempotency-Key answers the first order and creates nothing.
         */
        post: operations["placeOrderFromCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/directBuy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy one product now (quantity in the body, 1 by default); the cart is left alone */
        post: operations["buyNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's orders, newest first */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/viewOrder/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the customer's orders */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/track/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products and the timeline of an order (India time) */
        get: operations["trackOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel an order with a reason, until it is out for delivery; the stock goes back */
        put: operations["cancelOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/payments/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the payment the checkout reports, then read it from the gateway; the order is then paid
         * @description Razorpay: paymentId and signature (HMAC-SHA256 of order_id|payment_id) are both required. Cashfree: its checkout returns neither; the order’s payments are read from Cashfree (GET /pg/orders/{order_id}/payments).
         */
        post: operations["verifyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether she may pay now online, and the address of the gateway checkout the page loads */
        get: operations["getPaymentOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhooks/razorpay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Razorpay's webhook (payment.captured, order.paid, refund.processed), signed in X-Razorpay-Signature
         * @description Each event is applied once by its X-Razorpay-Event-Id; a wrong signature is refused (400) and changes nothing.
         */
        post: operations["receiveRazorpayWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhooks/cashfree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cashfree's webhook (PAYMENT_SUCCESS_WEBHOOK, REFUND_STATUS_WEBHOOK), signed in x-webhook-signature
         * @description The signature is base64 HMAC-SHA256 of x-webhook-timestamp followed by the raw body; each payment is applied once by its cf_payment_id, each refund by its cf_refund_id; a wrong signature is refused (400) and changes nothing.
         */
        post: operations["receiveCashfreeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/repeats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Her repeat orders (stopped ones left out) */
        get: operations["listRepeats"];
        put?: never;
        /**
         * Set up a repeat order: items, every N days (14-60) from a first delivery day, asked first or not
         * @description Any field naming a period or a cycle is refused (400): only the delivery date and the rhythm are taken. A customer with REPEATS_PER_CUSTOMER repeats not stopped (5 by default) is refused (409). A repeat with the same Idempotency-Key answers the first repeat order and creates nothing.
         */
        post: operations["createRepeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/repeats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Skip the next delivery, pause, resume or confirm; move the next delivery; change items, rhythm or askFirst
         * @description Another customer's repeat is 404. Confirming a paused repeat is 409.
         */
        put: operations["updateRepeat"];
        post?: never;
        /** Stop a repeat order: nothing more is delivered or reminded */
        delete: operations["stopRepeat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key to subscribe with, or null: the shop sends no notifications and never asks */
        get: operations["getPushSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * This device takes notifications about her orders: PushSubscription.toJSON() as the browser gave it
         * @description One subscription per device (its endpoint): subscribed again, it is hers alone with the keys sent. 404 when the shop sends no notifications.
         */
        post: operations["subscribeToPush"];
        /**
         * This device no longer takes notifications (turned off, or she signs out on it)
         * @description Answers 200 whether or not the device was subscribed; a device of another customer is left alone.
         */
        delete: operations["unsubscribeFromPush"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/checkout/coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply an offer's code: the order summary with its discount (nothing is taken until the order is placed)
         * @description The order is her cart, or one product bought directly (productId, quantity); pinCode is the delivery pin code (her saved one if missing), emergencyDelivery whether express. A code refused answers 400 with its reason (unknown, also for an offer not yet started; paused, expired, notForPinCode, belowMinimum, usedUp, firstOrderOnly, alreadyUsed). Ask again whenever the cart changes: the discount is worked out by the server each time, and again at placing. Refused codes are limited per customer and per client address (429 with Retry-After).
         */
        post: operations["applyCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice of one of her delivered orders, as a PDF
         * @description A PDF: Bill of Supply (GSTIN, no taxed line), Tax Invoice (a taxed line) or Invoice (no GSTIN)
         */
        get: operations["downloadInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/complaints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Her complaints, newest first, with their status and replies */
        get: operations["listMyComplaints"];
        put?: never;
        /** Raise a complaint (subject, optionally one of her orders, message); answers its ticket number */
        post: operations["raiseComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/serviceability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a pin code is served, the stock there and the delivery promise */
        get: operations["checkDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address at a position, for the location screen (through the configured geocoder, cached) */
        get: operations["findAddressAtLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's orders, revenue and cancellations (India day), orders waiting per status, low stock, recent changes */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, a page at a time (older pages by `before`), found by person and by what changed */
        get: operations["getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders, filtered by status, branch and India date, searchable by order number (or its end) or phone; newest first, 50 a page
         * @description The answer's `older` is the cursor of the next, older page: send it back as `older` with the same filters.
         */
        get: operations["findOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its timeline (the customer's phone masked) */
        get: operations["getOrderForStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move an order one step along, or cancel it with a reason (the same rule the customer meets)
         * @description Send the version you saw; a newer edit answers 409.
         */
        put: operations["moveOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice of a delivered order, as a PDF
         * @description A PDF: Bill of Supply (GSTIN, no taxed line), Tax Invoice (a taxed line) or Invoice (no GSTIN)
         */
        get: operations["downloadInvoiceForStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a product or banner picture (checked by content, re-encoded) */
        post: operations["uploadPicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product, hidden ones included */
        get: operations["listProductsForStaff"];
        put?: never;
        /** Add a product */
        post: operations["addProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a product, or hide it (its orders keep their history). Send the version you saw. */
        put: operations["editProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brands with their logos and versions, to rename one or change its logo */
        get: operations["listBrandsForStaff"];
        put?: never;
        /** Add a brand */
        post: operations["addBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a brand or change its picture (send the version you saw) */
        put: operations["editBrand"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a size */
        post: operations["addSize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/search-synonyms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The synonyms search reads */
        get: operations["listSearchSynonyms"];
        put?: never;
        /** Teach search a word: it also finds what its meaning finds ('raat' means 'night') */
        post: operations["addSearchSynonym"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/search-synonyms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a synonym */
        delete: operations["removeSearchSynonym"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Branches with their served pin codes and stock */
        get: operations["listBranches"];
        put?: never;
        /** Open a branch */
        post: operations["openBranch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/branches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a branch or switch it on or off (send the version you saw) */
        put: operations["editBranch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/branches/{id}/pincodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Serve more pin codes: a list, or a range from one to another */
        post: operations["servePinCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/branches/{id}/pincodes/{pinCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop serving a pin code */
        delete: operations["stopServingPinCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/branches/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a product's stock in the branch, or adjust it by an amount; it never goes below zero */
        put: operations["setStock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pages (about, privacy, terms, contact) and the emergency fee, with their versions */
        get: operations["listPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a page: its HTML is sanitised on save; the contact page has a title */
        put: operations["editPage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/emergency-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the express delivery charge in rupees */
        put: operations["setExpressFee"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banners with their versions */
        get: operations["listBannersForStaff"];
        put?: never;
        /** Add a home page banner at a position (0 to 4) */
        post: operations["addBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a banner's picture or position (send the version you saw) */
        put: operations["editBanner"];
        post?: never;
        /** Remove a banner */
        delete: operations["removeBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/testimonials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a testimonial */
        post: operations["addTestimonial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/testimonials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a testimonial */
        delete: operations["removeTestimonial"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seller's details with their version */
        get: operations["getSellerDetailsForStaff"];
        /** Save the seller's legal name, address, state, GSTIN (optional) and grievance officer; send the version you saw */
        put: operations["saveSellerDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/complaints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Complaints with their 48-hour acknowledgement and one-month redress clocks */
        get: operations["listComplaints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/complaints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Acknowledge or resolve a complaint (resolving needs a reply); the customer gets a notification */
        put: operations["answerComplaint"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Offers with their usage: orders placed with each, the discount given, the orders cancelled */
        get: operations["listOffers"];
        put?: never;
        /**
         * Make an offer: a code, flat rupees or a percentage with a cap, its minimum, dates (India time), branches and uses
         * @description A manager makes offers only for their own branches (branchIds required, all theirs).
         */
        post: operations["createOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an offer: pause it, extend it, change its terms (send the version you saw) */
        put: operations["changeOffer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the shop sent a customer, newest first, 20 a page: when, which event, which channel (in-app, push, WhatsApp, SMS) and how it went; never a message body
         * @description The answer's `older` is the cursor of the next, older page: send it back as `before`.
         */
        get: operations["listCustomerMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member of staff: role, branches, and (for a rider) whether on shift */
        get: operations["getMyStaffRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone on the staff, with their role and branches */
        get: operations["listStaff"];
        put?: never;
        /** Add someone to the staff by the phone they sign in with; managers, packers and riders need branches */
        post: operations["addStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change someone's phone, role or branches (send the version you saw); their sessions change at once */
        put: operations["changeStaff"];
        post?: never;
        /** Take someone off the staff; their sessions lose its rights at once */
        delete: operations["removeStaff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/riders/{id}/shift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a rider of your branches on shift, or take them off it */
        put: operations["setRiderShift"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open the customer's phone number of an order (a rider: only of a delivery given to them); the audit log records it */
        get: operations["openCustomerPhone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/floor/branches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The branch's open orders by promise (express first) with pick lists, and its riders; no phone numbers */
        get: operations["getBranchFloor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/floor/orders/{id}/packed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Picked and packed (a placed order is confirmed on the way) */
        put: operations["markPacked"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/floor/orders/{id}/rider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give the order to a rider of its branch who is on shift (until it leaves, it may be given to another) */
        put: operations["assignRider"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/floor/orders/{id}/out-for-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A packed order leaves with its rider */
        put: operations["sendOutForDelivery"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/floor/orders/{id}/back-at-branch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Take back an order that is out (it is packed again, on the floor; the customer is told) */
        put: operations["takeBackAtBranch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rider/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My deliveries in the order to ride them, with what to collect, and my day so far */
        get: operations["listMyDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rider/shift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Start or end my shift */
        put: operations["setMyShift"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rider/deliveries/{id}/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delivered: paid in cash (the amount received; a different amount needs a note) or by UPI (the reference) */
        put: operations["markDelivered"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rider/deliveries/{id}/not-delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Could not deliver (not reachable, address not found, refused), with a note: the order goes back to the branch */
        put: operations["markNotDelivered"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/upi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's UPI id and the payee name customers see (version 0 while none is set) */
        get: operations["getUpiSettings"];
        /** Set the store's UPI id and payee name (send the version you saw) */
        put: operations["setUpiSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/branches/{id}/days/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A branch's money for an India day, per rider: cash and UPI collected and how many orders, handed in, differences */
        get: operations["getBranchDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/branches/{id}/days/{date}/riders/{riderId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A rider's orders of the branch's day, with how each was paid: the latest delivered first, 50 a page
         * @description The answer's `older` is the cursor of the next, older page: send it back as `older`. A rider with no order booked to the day has an empty page.
         */
        get: operations["listRiderDayOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/branches/{id}/days/{date}/prepaid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The branch's orders paid online on the day, with their refunds: the latest paid first, 50 a page
         * @description The answer's `older` is the cursor of the next, older page: send it back as `older`. The day's count and sums are on the day.
         */
        get: operations["listPrepaidDayOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/branches/{id}/days/{date}/hand-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record cash a rider handed in, or write off a difference with a note */
        post: operations["recordHandIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/branches/{id}/days/{date}/hand-ins/{handInId}/reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take back a hand-in or write-off recorded wrong, with a note: the entry stays, a reversing entry cancels it */
        post: operations["reverseHandIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/branches/{id}/days/{date}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the day: refused for a day not yet begun, while an order is out or a rider’s cash is unsettled */
        post: operations["closeBranchDay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/branches/{id}/days/{date}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The day's orders and cash as CSV */
        get: operations["exportBranchDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A branch's products and packs on hand, those never counted or not for 30 days first */
        get: operations["getBranchStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's stock ledger in a branch, newest first, a page at a time (before: the last entry shown) */
        get: operations["getStockLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether every quantity on hand is the sum of its ledger entries: the products where it is not */
        get: operations["checkStockLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a supplier's delivery by its invoice; the same invoice of the same supplier twice is refused (409) */
        post: operations["receiveStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record what the shelf holds: each variance an entry, or waiting for a manager when above the setting */
        post: operations["countStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/counts/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A branch's counts waiting for a manager's approval, oldest first */
        get: operations["listWaitingCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/counts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve a waiting count (its variance becomes an entry) or refuse it */
        put: operations["decideStockCount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the variance (packs) above which a count waits for a manager */
        put: operations["updateStockSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest transfers out of or into a branch, those in transit first */
        get: operations["listStockTransfers"];
        put?: never;
        /** Send packs to another branch: out of this one at once, in transit until received */
        post: operations["sendStockTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/transfers/{id}/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Receive a transfer with what arrived of each product (left out: all of it); a shortfall is an entry of its own */
        put: operations["receiveStockTransfer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/write-offs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write off packs damaged, expired or missing, with the reason */
        post: operations["writeOffStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/entries/{id}/reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take back an entry recorded wrong, with a note: the entry stays, a reversing entry cancels it */
        post: operations["reverseStockEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per product: the last 14 days' sales, repeat orders due in the next 7, days left, and the packs to order for the cover */
        get: operations["getReorder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stock/reorder/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products to order as CSV, for the distributor */
        get: operations["exportReorder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promise-kept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per branch, for the orders placed on an India day (today by default): express within 60 minutes, same-day and next-day on time (%), median minutes to the door, not delivered */
        get: operations["getPromiseKept"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/repeats/branches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Packs per product the branch's active repeat orders bring tomorrow and in the next seven days */
        get: operations["getBranchRepeatDemand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments the gateway captured in the last 30 days for which the store holds no paid order, and refunds asked more than a day ago not yet done */
        get: operations["getPaymentReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/first-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The first day's checklist: each step done or not, read from the shop's data */
        get: operations["getFirstDayChecklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/first-day/sms-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a sign-in code to the owner's own phone through the SMS provider, and record the check */
        post: operations["sendTestSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/otp/{phoneNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last OTP sent to a phone (development only) */
        get: operations["getLastCodeSent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/run-repeats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the repeat-order scheduler as if the clock read `now` (development only) */
        post: operations["runRepeatScheduler"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** @enum {string} */
                        database: "up" | "down";
                        /** @enum {string} */
                        redis?: "up" | "down";
                        /** @enum {boolean} */
                        stopping?: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** @enum {string} */
                        database: "up" | "down";
                        /** @enum {string} */
                        redis?: "up" | "down";
                        /** @enum {boolean} */
                        stopping?: true;
                    };
                };
            };
        };
    };
    registerCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName: string;
                    /** @enum {string} */
                    gender: "Male" | "Female";
                    phoneNumber: string | number;
                    address: string;
                    pinCode: string | number;
                    plotNumber: string;
                    street: string;
                    /** @enum {boolean} */
                    consent: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        data: {
                            phoneNumber: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    requestLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        phoneNumber: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    resendCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    verifyCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string | number;
                    otp: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        token: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    logoutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            fullName: string;
                            gender: ("Male" | "Female") | string;
                            email: string;
                            phoneNumber: number;
                            address: string;
                            pinCode: string;
                            plotNumber: string;
                            street: string;
                            image: string | null;
                            /** @enum {string} */
                            role: "customer" | "owner" | "manager" | "packer" | "rider";
                            /** @enum {string} */
                            language: "en" | "hi";
                            isBranchAvailable: boolean;
                            matchingBranch: {
                                _id: string;
                                name: string;
                                servicePinCode: string[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName?: string;
                    /** @enum {string} */
                    gender?: "Male" | "Female";
                    email?: "" | string;
                    phoneNumber?: string | number;
                    address?: string;
                    pinCode?: string | number;
                    plotNumber?: string;
                    street?: string;
                    /** @enum {string} */
                    language?: "en" | "hi";
                    image?: unknown;
                    /** @enum {string} */
                    removeImage?: "true" | "false";
                };
                "multipart/form-data": {
                    fullName?: string;
                    /** @enum {string} */
                    gender?: "Male" | "Female";
                    email?: "" | string;
                    phoneNumber?: string | number;
                    address?: string;
                    pinCode?: string | number;
                    plotNumber?: string;
                    street?: string;
                    /** @enum {string} */
                    language?: "en" | "hi";
                    image?: unknown;
                    /** @enum {string} */
                    removeImage?: "true" | "false";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: {
                            _id: string;
                            fullName: string;
                            gender: ("Male" | "Female") | string;
                            email: string;
                            phoneNumber: number;
                            address: string;
                            pinCode: string;
                            plotNumber: string;
                            street: string;
                            image: string | null;
                            /** @enum {string} */
                            role: "customer" | "owner" | "manager" | "packer" | "rider";
                            /** @enum {string} */
                            language: "en" | "hi";
                            isBranchAvailable: boolean;
                            matchingBranch: {
                                _id: string;
                                name: string;
                                servicePinCode: string[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadMyDataPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/html) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    sendDeletionCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string;
                            images?: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPrivacyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string;
                            images?: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAboutUs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string;
                            images?: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getContactUs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        title: string;
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listTestimonials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        testimonials: {
                            _id: string;
                            name: string;
                            image: string;
                            feedback: string;
                            role: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        banners: {
                            _id: string;
                            image: string;
                            position: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getExpressFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            feeAmount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSellerDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        seller: {
                            legalName: string;
                            address: string;
                            /** @enum {string} */
                            state: "Andaman and Nicobar Islands" | "Andhra Pradesh" | "Arunachal Pradesh" | "Assam" | "Bihar" | "Chandigarh" | "Chhattisgarh" | "Dadra and Nagar Haveli and Daman and Diu" | "Delhi" | "Goa" | "Gujarat" | "Haryana" | "Himachal Pradesh" | "Jammu and Kashmir" | "Jharkhand" | "Karnataka" | "Kerala" | "Ladakh" | "Lakshadweep" | "Madhya Pradesh" | "Maharashtra" | "Manipur" | "Meghalaya" | "Mizoram" | "Nagaland" | "Odisha" | "Puducherry" | "Punjab" | "Rajasthan" | "Sikkim" | "Tamil Nadu" | "Telangana" | "Tripura" | "Uttar Pradesh" | "Uttarakhand" | "West Bengal";
                            gstin: string;
                            grievanceOfficer: {
                                name: string;
                                designation: string;
                                email: string;
                                phone: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getReturnsPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            title: string;
                            description: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getShippingPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            title: string;
                            description: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            id: string;
                            brandName: string;
                            image: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                q?: string;
                page?: string;
                limit?: string;
                brand?: string;
                size?: string;
                minPrice?: string;
                maxPrice?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            _id: string;
                            productName: string;
                            brand: {
                                _id: string;
                                brandName: string;
                            };
                            size: string;
                            price: number;
                            quantityInEachPack: number;
                            image: string;
                            relatedImages: string[];
                            aboutThisItem: string[];
                            countryOfOrigin: string;
                            availableProductQuantity: number;
                            branchProductQuantity?: number | null;
                        }[];
                        data: {
                            _id: string;
                            productName: string;
                            brand: {
                                _id: string;
                                brandName: string;
                            };
                            size: string;
                            price: number;
                            quantityInEachPack: number;
                            image: string;
                            relatedImages: string[];
                            aboutThisItem: string[];
                            countryOfOrigin: string;
                            availableProductQuantity: number;
                            branchProductQuantity?: number | null;
                        }[];
                        page: number;
                        limit: number;
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    suggestProducts: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            _id: string;
                            productName: string;
                            brandName: string;
                            size: string;
                            image: string;
                        }[];
                        brands: {
                            _id: string;
                            brandName: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listProductsByBrand: {
        parameters: {
            query?: {
                q?: string;
                page?: string;
                limit?: string;
                brand?: string;
                size?: string;
                minPrice?: string;
                maxPrice?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            _id: string;
                            productName: string;
                            brand: {
                                _id: string;
                                brandName: string;
                            };
                            size: string;
                            price: number;
                            quantityInEachPack: number;
                            image: string;
                            relatedImages: string[];
                            aboutThisItem: string[];
                            countryOfOrigin: string;
                            availableProductQuantity: number;
                            branchProductQuantity?: number | null;
                        }[];
                        data: {
                            _id: string;
                            productName: string;
                            brand: {
                                _id: string;
                                brandName: string;
                            };
                            size: string;
                            price: number;
                            quantityInEachPack: number;
                            image: string;
                            relatedImages: string[];
                            aboutThisItem: string[];
                            countryOfOrigin: string;
                            availableProductQuantity: number;
                            branchProductQuantity?: number | null;
                        }[];
                        page: number;
                        limit: number;
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProductById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: {
                            _id: string;
                            productName: string;
                            brand: {
                                _id: string;
                                brandName: string;
                            };
                            size: string;
                            price: number;
                            quantityInEachPack: number;
                            image: string;
                            relatedImages: string[];
                            aboutThisItem: string[];
                            countryOfOrigin: string;
                            availableProductQuantity: number;
                            branchProductQuantity?: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listBuyItWith: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            productName: string;
                            brand: {
                                _id: string;
                                brandName: string;
                            };
                            size: string;
                            price: number;
                            quantityInEachPack: number;
                            image: string;
                            relatedImages: string[];
                            aboutThisItem: string[];
                            countryOfOrigin: string;
                            availableProductQuantity: number;
                            branchProductQuantity?: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listRelatedProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            productName: string;
                            brand: {
                                _id: string;
                                brandName: string;
                            };
                            size: string;
                            price: number;
                            quantityInEachPack: number;
                            image: string;
                            relatedImages: string[];
                            aboutThisItem: string[];
                            countryOfOrigin: string;
                            availableProductQuantity: number;
                            branchProductQuantity?: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listSizes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sizes: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    addReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ratings: number | string;
                    review: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAverageRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        averageRating: number;
                        totalReviews: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviews: {
                            _id: string;
                            name: string;
                            ratings: number;
                            review: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    addToCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity?: number;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        cart: {
                            items: {
                                productId: {
                                    _id: string;
                                    productName: string;
                                    image: string;
                                    size: string;
                                    quantityInEachPack: number;
                                };
                                price: number;
                                quantity: number;
                                availableQuantity: number | null;
                            }[];
                            totalAmount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    increaseCartQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        cart: {
                            items: {
                                productId: {
                                    _id: string;
                                    productName: string;
                                    image: string;
                                    size: string;
                                    quantityInEachPack: number;
                                };
                                price: number;
                                quantity: number;
                                availableQuantity: number | null;
                            }[];
                            totalAmount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    decreaseCartQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        cart: {
                            items: {
                                productId: {
                                    _id: string;
                                    productName: string;
                                    image: string;
                                    size: string;
                                    quantityInEachPack: number;
                                };
                                price: number;
                                quantity: number;
                                availableQuantity: number | null;
                            }[];
                            totalAmount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    removeFromCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        cart: {
                            items: {
                                productId: {
                                    _id: string;
                                    productName: string;
                                    image: string;
                                    size: string;
                                    quantityInEachPack: number;
                                };
                                price: number;
                                quantity: number;
                                availableQuantity: number | null;
                            }[];
                            totalAmount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    setCartQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        cart: {
                            items: {
                                productId: {
                                    _id: string;
                                    productName: string;
                                    image: string;
                                    size: string;
                                    quantityInEachPack: number;
                                };
                                price: number;
                                quantity: number;
                                availableQuantity: number | null;
                            }[];
                            totalAmount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart: {
                            items: {
                                productId: {
                                    _id: string;
                                    productName: string;
                                    image: string;
                                    size: string;
                                    quantityInEachPack: number;
                                };
                                price: number;
                                quantity: number;
                                availableQuantity: number | null;
                            }[];
                            totalAmount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getCartCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getNotificationCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listUnreadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: {
                            _id: string;
                            title: string;
                            message: string;
                            timeAgo: string;
                            createdAt: string;
                            orderId: string | null;
                            complaintId: string | null;
                            repeatId: string | null;
                            /** @enum {string|null} */
                            repeatAction: "confirm" | "order-now" | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listReadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: {
                            _id: string;
                            title: string;
                            message: string;
                            timeAgo: string;
                            createdAt: string;
                            orderId: string | null;
                            complaintId: string | null;
                            repeatId: string | null;
                            /** @enum {string|null} */
                            repeatAction: "confirm" | "order-now" | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderUpdates: {
                            push: boolean;
                            whatsapp: boolean;
                        };
                        repeatReminders: {
                            push: boolean;
                            whatsapp: boolean;
                        };
                        whatsappConsentAt: string | null;
                        whatsappWithdrawnAt: string | null;
                        promotionalConsentAt: string | null;
                        quietHours: {
                            /** @enum {string} */
                            from: "21:00";
                            /** @enum {string} */
                            until: "08:00";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    changeNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderUpdates?: {
                        push?: boolean;
                        whatsapp?: boolean;
                    };
                    repeatReminders?: {
                        push?: boolean;
                        whatsapp?: boolean;
                    };
                    whatsappConsent?: boolean;
                    promotionalConsent?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderUpdates: {
                            push: boolean;
                            whatsapp: boolean;
                        };
                        repeatReminders: {
                            push: boolean;
                            whatsapp: boolean;
                        };
                        whatsappConsentAt: string | null;
                        whatsappWithdrawnAt: string | null;
                        promotionalConsentAt: string | null;
                        quietHours: {
                            /** @enum {string} */
                            from: "21:00";
                            /** @enum {string} */
                            until: "08:00";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    placeOrderFromCart: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryAddress: {
                        name: string;
                        plotNumber: string;
                        street: string;
                        address: string;
                        pinCode: string | number;
                    };
                    paymentMode: boolean;
                    emergencyDelivery?: boolean | ("true" | "false");
                    /** @default true */
                    discreetPackaging?: boolean;
                    couponCode?: string;
                    expectedTotal?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        payment?: {
                            /** @enum {string} */
                            provider: "razorpay" | "cashfree";
                            providerOrderId: string;
                            keyId: string;
                            amount: number;
                            currency: string;
                            sessionId?: string;
                        };
                        order: {
                            _id: string;
                            orderNumber: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                            statusLabel: string;
                            items: {
                                _id: string;
                                productName: string;
                                productImage: string;
                                size: string;
                                quantityInEachPack: number;
                                price: number;
                                quantity: number;
                            }[];
                            orderPlacedOn: string;
                            orderDeliveredOn: string;
                            deliveredTo: {
                                name: string;
                                phoneNumber: number;
                            };
                            shippingAddress: string;
                            plotNumber: string;
                            street: string;
                            pinCode: string;
                            paymentMethod: string;
                            /** @enum {string} */
                            deliveryType: "express" | "same_day" | "next_day";
                            promisedFrom: string;
                            promisedTo: string;
                            discreetPackaging: boolean;
                            cancelReason: string | null;
                            orderSummary: {
                                price: number;
                                discount: number;
                                coupons: number;
                                couponCode?: string | null;
                                deliveryCharges: number;
                                emergencyCharge: number;
                                tax: number;
                                totalAmount: number;
                            };
                            repeat: boolean;
                            refund?: string | null;
                        };
                        orderSummary: {
                            price: number;
                            discount: number;
                            coupons: number;
                            couponCode?: string | null;
                            deliveryCharges: number;
                            emergencyCharge: number;
                            tax: number;
                            totalAmount: number;
                        };
                        /** @enum {boolean} */
                        isBranchAvailableAtLocation: true;
                        /** @enum {boolean} */
                        isStockAvailable: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        totalChanged?: boolean;
                        reason?: string;
                        orderSummary?: {
                            price: number;
                            discount: number;
                            coupons: number;
                            couponCode?: string | null;
                            deliveryCharges: number;
                            emergencyCharge: number;
                            tax: number;
                            totalAmount: number;
                        };
                        isBranchAvailableAtLocation?: boolean;
                        isStockAvailable?: boolean;
                        shortProducts?: {
                            productId: string;
                            productName: string;
                            available: number;
                        }[];
                        /** @enum {string} */
                        limit?: "openOrders" | "openPacks";
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    buyNow: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryAddress: {
                        name: string;
                        plotNumber: string;
                        street: string;
                        address: string;
                        pinCode: string | number;
                    };
                    paymentMode: boolean;
                    emergencyDelivery?: boolean | ("true" | "false");
                    /** @default true */
                    discreetPackaging?: boolean;
                    couponCode?: string;
                    expectedTotal?: number;
                    /** @default 1 */
                    quantity?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        payment?: {
                            /** @enum {string} */
                            provider: "razorpay" | "cashfree";
                            providerOrderId: string;
                            keyId: string;
                            amount: number;
                            currency: string;
                            sessionId?: string;
                        };
                        order: {
                            _id: string;
                            orderNumber: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                            statusLabel: string;
                            items: {
                                _id: string;
                                productName: string;
                                productImage: string;
                                size: string;
                                quantityInEachPack: number;
                                price: number;
                                quantity: number;
                            }[];
                            orderPlacedOn: string;
                            orderDeliveredOn: string;
                            deliveredTo: {
                                name: string;
                                phoneNumber: number;
                            };
                            shippingAddress: string;
                            plotNumber: string;
                            street: string;
                            pinCode: string;
                            paymentMethod: string;
                            /** @enum {string} */
                            deliveryType: "express" | "same_day" | "next_day";
                            promisedFrom: string;
                            promisedTo: string;
                            discreetPackaging: boolean;
                            cancelReason: string | null;
                            orderSummary: {
                                price: number;
                                discount: number;
                                coupons: number;
                                couponCode?: string | null;
                                deliveryCharges: number;
                                emergencyCharge: number;
                                tax: number;
                                totalAmount: number;
                            };
                            repeat: boolean;
                            refund?: string | null;
                        };
                        orderSummary: {
                            price: number;
                            discount: number;
                            coupons: number;
                            couponCode?: string | null;
                            deliveryCharges: number;
                            emergencyCharge: number;
                            tax: number;
                            totalAmount: number;
                        };
                        /** @enum {boolean} */
                        isBranchAvailableAtLocation: true;
                        /** @enum {boolean} */
                        isStockAvailable: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        totalChanged?: boolean;
                        reason?: string;
                        orderSummary?: {
                            price: number;
                            discount: number;
                            coupons: number;
                            couponCode?: string | null;
                            deliveryCharges: number;
                            emergencyCharge: number;
                            tax: number;
                            totalAmount: number;
                        };
                        isBranchAvailableAtLocation?: boolean;
                        isStockAvailable?: boolean;
                        shortProducts?: {
                            productId: string;
                            productName: string;
                            available: number;
                        }[];
                        /** @enum {string} */
                        limit?: "openOrders" | "openPacks";
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            orderId: string;
                            orderNumber: string;
                            orderDate: string;
                            deliveryDate: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                            statusLabel: string;
                            /** @enum {string} */
                            deliveryType: "express" | "same_day" | "next_day";
                            promisedTo: string;
                            totalAmount: number;
                            items: {
                                _id: string;
                                productName: string;
                                productImage: string;
                                size: string;
                                quantityInEachPack: number;
                                price: number;
                                quantity: number;
                            }[];
                            repeat: boolean;
                            refund?: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            _id: string;
                            orderNumber: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                            statusLabel: string;
                            items: {
                                _id: string;
                                productName: string;
                                productImage: string;
                                size: string;
                                quantityInEachPack: number;
                                price: number;
                                quantity: number;
                            }[];
                            orderPlacedOn: string;
                            orderDeliveredOn: string;
                            deliveredTo: {
                                name: string;
                                phoneNumber: number;
                            };
                            shippingAddress: string;
                            plotNumber: string;
                            street: string;
                            pinCode: string;
                            paymentMethod: string;
                            /** @enum {string} */
                            deliveryType: "express" | "same_day" | "next_day";
                            promisedFrom: string;
                            promisedTo: string;
                            discreetPackaging: boolean;
                            cancelReason: string | null;
                            orderSummary: {
                                price: number;
                                discount: number;
                                coupons: number;
                                couponCode?: string | null;
                                deliveryCharges: number;
                                emergencyCharge: number;
                                tax: number;
                                totalAmount: number;
                            };
                            repeat: boolean;
                            refund?: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    trackOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        orderNumber: string;
                        /** @enum {string} */
                        status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                        statusLabel: string;
                        /** @enum {string} */
                        deliveryType: "express" | "same_day" | "next_day";
                        promisedTo: string;
                        totalAmount: number;
                        riderFirstName: string | null;
                        products: {
                            _id: string;
                            productName: string;
                            productImage: string;
                            size: string;
                            quantityInEachPack: number;
                            price: number;
                            quantity: number;
                            productId: string;
                        }[];
                        timeline: {
                            date: string;
                            time: string;
                            status: string;
                            note: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cancelReason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    verifyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    orderId: string;
                    providerOrderId: string;
                    paymentId?: string;
                    signature?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            _id: string;
                            orderNumber: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                            statusLabel: string;
                            items: {
                                _id: string;
                                productName: string;
                                productImage: string;
                                size: string;
                                quantityInEachPack: number;
                                price: number;
                                quantity: number;
                            }[];
                            orderPlacedOn: string;
                            orderDeliveredOn: string;
                            deliveredTo: {
                                name: string;
                                phoneNumber: number;
                            };
                            shippingAddress: string;
                            plotNumber: string;
                            street: string;
                            pinCode: string;
                            paymentMethod: string;
                            /** @enum {string} */
                            deliveryType: "express" | "same_day" | "next_day";
                            promisedFrom: string;
                            promisedTo: string;
                            discreetPackaging: boolean;
                            cancelReason: string | null;
                            orderSummary: {
                                price: number;
                                discount: number;
                                coupons: number;
                                couponCode?: string | null;
                                deliveryCharges: number;
                                emergencyCharge: number;
                                tax: number;
                                totalAmount: number;
                            };
                            repeat: boolean;
                            refund?: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPaymentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payNow: boolean;
                        /** @enum {string|null} */
                        provider: "razorpay" | "cashfree" | null;
                        checkoutUrl: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    receiveRazorpayWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    receiveCashfreeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listRepeats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        repeats: {
                            _id: string;
                            items: {
                                productId: string;
                                productName: string;
                                productImage: string;
                                size: string;
                                quantityInEachPack: number;
                                price: number;
                                quantity: number;
                                available: boolean;
                            }[];
                            everyDays: number;
                            nextDeliveryOn: string;
                            reminderOn: string;
                            askFirst: boolean;
                            confirmed: boolean;
                            /** @enum {string} */
                            status: "active" | "paused" | "stopped";
                            deliveryAddress: string;
                            totalAmount: number;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    createRepeat: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        productId: string;
                        quantity: number;
                    }[];
                    everyDays: number;
                    /** @description an India calendar day, YYYY-MM-DD */
                    firstDeliveryOn: string;
                    /** @default true */
                    askFirst?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        repeat: {
                            _id: string;
                            items: {
                                productId: string;
                                productName: string;
                                productImage: string;
                                size: string;
                                quantityInEachPack: number;
                                price: number;
                                quantity: number;
                                available: boolean;
                            }[];
                            everyDays: number;
                            nextDeliveryOn: string;
                            reminderOn: string;
                            askFirst: boolean;
                            confirmed: boolean;
                            /** @enum {string} */
                            status: "active" | "paused" | "stopped";
                            deliveryAddress: string;
                            totalAmount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    updateRepeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action?: "skip" | "pause" | "resume" | "confirm";
                    /** @description an India calendar day, YYYY-MM-DD */
                    nextDeliveryOn?: string;
                    items?: {
                        productId: string;
                        quantity: number;
                    }[];
                    everyDays?: number;
                    askFirst?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        repeat: {
                            _id: string;
                            items: {
                                productId: string;
                                productName: string;
                                productImage: string;
                                size: string;
                                quantityInEachPack: number;
                                price: number;
                                quantity: number;
                                available: boolean;
                            }[];
                            everyDays: number;
                            nextDeliveryOn: string;
                            reminderOn: string;
                            askFirst: boolean;
                            confirmed: boolean;
                            /** @enum {string} */
                            status: "active" | "paused" | "stopped";
                            deliveryAddress: string;
                            totalAmount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    stopRepeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPushSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    subscribeToPush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description the push service's address for this device (PushSubscription.endpoint)
                     */
                    endpoint: string;
                    keys: {
                        /** @description the browser's P-256 public key, base64url */
                        p256dh: string;
                        /** @description the authentication secret, base64url */
                        auth: string;
                    };
                    expirationTime?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    unsubscribeFromPush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description the push service's address for this device (PushSubscription.endpoint)
                     */
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    applyCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    pinCode?: string;
                    emergencyDelivery?: boolean | ("true" | "false");
                    /** Format: uuid */
                    productId?: string;
                    quantity?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        couponCode: string;
                        orderSummary: {
                            price: number;
                            discount: number;
                            coupons: number;
                            couponCode?: string | null;
                            deliveryCharges: number;
                            emergencyCharge: number;
                            tax: number;
                            totalAmount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {string} */
                        reason: "unknown" | "paused" | "expired" | "notYet" | "belowMinimum" | "alreadyUsed" | "firstOrderOnly" | "notForPinCode" | "usedUp";
                    } | {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listMyComplaints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complaints: {
                            _id: string;
                            ticketNumber: string;
                            subject: string;
                            message: string;
                            orderId: string | null;
                            orderNumber: string | null;
                            /** @enum {string} */
                            status: "open" | "acknowledged" | "resolved";
                            statusLabel: string;
                            replies: {
                                message: string;
                                createdAt: string;
                            }[];
                            createdAt: string;
                            acknowledgedAt: string | null;
                            resolvedAt: string | null;
                            acknowledgeBy: string;
                            resolveBy: string;
                            acknowledgeOverdue: boolean;
                            resolveOverdue: boolean;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    raiseComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    orderId?: "" | string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complaint: {
                            _id: string;
                            ticketNumber: string;
                            /** @enum {string} */
                            status: "open" | "acknowledged" | "resolved";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    checkDelivery: {
        parameters: {
            query: {
                pinCode: string | number;
                productId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        served: boolean;
                        message: string;
                        branch: {
                            _id: string;
                            name: string;
                        } | null;
                        availableQuantity: number | null;
                        promise: {
                            /** @enum {string} */
                            type: "express" | "same_day" | "next_day";
                            label: string;
                            from: string;
                            to: string;
                        };
                        expressPromise: {
                            /** @enum {string} */
                            type: "express" | "same_day" | "next_day";
                            label: string;
                            from: string;
                            to: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    findAddressAtLocation: {
        parameters: {
            query: {
                lat: number;
                lon: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            house_number?: string;
                            road?: string;
                            suburb?: string;
                            city?: string;
                            state?: string;
                            postcode?: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        today: {
                            orders: number;
                            revenue: number;
                            cancellations: number;
                        };
                        waiting: {
                            awaiting_payment: number;
                            placed: number;
                            confirmed: number;
                            packed: number;
                            out_for_delivery: number;
                            delivered: number;
                            cancelled: number;
                        };
                        lowStock: {
                            branch: string;
                            productName: string;
                            quantity: number;
                        }[];
                        repeats: {
                            active: number;
                            dueToday: {
                                placed: number;
                                skipped: number;
                                failed: number;
                                missed: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAuditLog: {
        parameters: {
            query?: {
                who?: string;
                what?: string;
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            _id: string;
                            action: string;
                            details: string;
                            createdAt: string;
                            who: string;
                            phone: string;
                        }[];
                        older: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    findOrders: {
        parameters: {
            query?: {
                status?: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                branchId?: string;
                date?: string;
                q?: string;
                older?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            _id: string;
                            orderNumber: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                            customer: string;
                            phoneNumber: string;
                            branch: string;
                            pinCode: string;
                            /** @enum {string} */
                            deliveryType: "express" | "same_day" | "next_day";
                            discreetPackaging: boolean;
                            totalAmount: number;
                            createdAt: string;
                            promisedTo: string;
                            version: number;
                            repeat: boolean;
                        }[];
                        older: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrderForStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            _id: string;
                            orderNumber: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                            statusLabel: string;
                            items: {
                                _id: string;
                                productName: string;
                                productImage: string;
                                size: string;
                                quantityInEachPack: number;
                                price: number;
                                quantity: number;
                            }[];
                            orderPlacedOn: string;
                            orderDeliveredOn: string;
                            deliveredTo: {
                                name: string;
                                /** @description masked: open it with GET orders/{id}/phone */
                                phoneNumber: string;
                            };
                            shippingAddress: string;
                            plotNumber: string;
                            street: string;
                            pinCode: string;
                            paymentMethod: string;
                            /** @enum {string} */
                            deliveryType: "express" | "same_day" | "next_day";
                            promisedFrom: string;
                            promisedTo: string;
                            discreetPackaging: boolean;
                            cancelReason: string | null;
                            orderSummary: {
                                price: number;
                                discount: number;
                                coupons: number;
                                couponCode?: string | null;
                                deliveryCharges: number;
                                emergencyCharge: number;
                                tax: number;
                                totalAmount: number;
                            };
                            repeat: boolean;
                            refund?: string | null;
                            version: number;
                            branch: string;
                            customerId: string;
                            paidAtDoor: {
                                /** @enum {string} */
                                paidBy: "cash" | "upi";
                                due: number;
                                received: number;
                                note: string;
                            } | null;
                        };
                        timeline: {
                            date: string;
                            time: string;
                            status: string;
                            note: string | null;
                            said: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    moveOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                    reason?: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadInvoiceForStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    uploadPicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listProductsForStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            _id: string;
                            productName: string;
                            productNameHi: string | null;
                            descriptionHi: string | null;
                            brandId: string;
                            brandName: string;
                            size: string;
                            price: number;
                            quantityInEachPack: number;
                            images: string[];
                            aboutThisItem: string[];
                            hidden: boolean;
                            countryOfOrigin: string;
                            hsnCode: string;
                            gstRate: number;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    addProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productName: string;
                    productNameHi?: string | null;
                    descriptionHi?: string | null;
                    /** Format: uuid */
                    brandId: string;
                    size: string;
                    price: number;
                    quantityInEachPack: number;
                    /** @default [] */
                    aboutThisItem?: string[];
                    /** @default [] */
                    images?: string[];
                    /** @default false */
                    hidden?: boolean;
                    /** @default India */
                    countryOfOrigin?: string;
                    /** @default 96190010 */
                    hsnCode?: string;
                    /** @default 0 */
                    gstRate?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    editProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productName?: string;
                    productNameHi?: string | null;
                    descriptionHi?: string | null;
                    /** Format: uuid */
                    brandId?: string;
                    size?: string;
                    price?: number;
                    quantityInEachPack?: number;
                    /** @default [] */
                    aboutThisItem?: string[];
                    /** @default [] */
                    images?: string[];
                    /** @default false */
                    hidden?: boolean;
                    /** @default India */
                    countryOfOrigin?: string;
                    /** @default 96190010 */
                    hsnCode?: string;
                    /** @default 0 */
                    gstRate?: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listBrandsForStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brands: {
                            _id: string;
                            brandName: string;
                            image: string;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    addBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brandName: string;
                    /** @default  */
                    image?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    editBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brandName?: string;
                    /** @default  */
                    image?: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    addSize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listSearchSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        synonyms: {
                            _id: string;
                            term: string;
                            meaning: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    addSearchSynonym: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    term: string;
                    meaning: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    removeSearchSynonym: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listBranches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        branches: {
                            _id: string;
                            name: string;
                            active: boolean;
                            version: number;
                            pinCodes: string[];
                            stock: {
                                productId: string;
                                productName: string;
                                quantity: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    openBranch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    editBranch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @default true */
                    active?: boolean;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    servePinCodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pinCodes?: string[];
                    from?: string;
                    to?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        added: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    stopServingPinCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                pinCode: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    setStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId: string;
                    quantity?: number;
                    adjustBy?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quantity: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pages: {
                            /** @enum {string} */
                            key: "about" | "privacy" | "terms" | "contact" | "returns" | "shipping";
                            title: string;
                            description: string;
                            titleHi: string;
                            descriptionHi: string;
                            version: number;
                        }[];
                        emergencyFee: {
                            feeAmount: number;
                            version: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    editPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "about" | "privacy" | "terms" | "contact" | "returns" | "shipping";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    titleHi?: string;
                    descriptionHi?: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        description: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    setExpressFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    feeAmount: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listBannersForStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        banners: {
                            _id: string;
                            image: string;
                            imageHi: string | null;
                            position: number;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    addBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image: string;
                    imageHi?: string | null;
                    position: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    editBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image?: string;
                    imageHi?: string | null;
                    position?: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    removeBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    addTestimonial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    role?: string;
                    feedback: string;
                    /** @default  */
                    image?: string;
                    roleHi?: string | null;
                    feedbackHi?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    removeTestimonial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSellerDetailsForStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        seller: {
                            legalName: string;
                            address: string;
                            /** @enum {string} */
                            state: "Andaman and Nicobar Islands" | "Andhra Pradesh" | "Arunachal Pradesh" | "Assam" | "Bihar" | "Chandigarh" | "Chhattisgarh" | "Dadra and Nagar Haveli and Daman and Diu" | "Delhi" | "Goa" | "Gujarat" | "Haryana" | "Himachal Pradesh" | "Jammu and Kashmir" | "Jharkhand" | "Karnataka" | "Kerala" | "Ladakh" | "Lakshadweep" | "Madhya Pradesh" | "Maharashtra" | "Manipur" | "Meghalaya" | "Mizoram" | "Nagaland" | "Odisha" | "Puducherry" | "Punjab" | "Rajasthan" | "Sikkim" | "Tamil Nadu" | "Telangana" | "Tripura" | "Uttar Pradesh" | "Uttarakhand" | "West Bengal";
                            gstin: string;
                            grievanceOfficer: {
                                name: string;
                                designation: string;
                                email: string;
                                phone: string;
                            };
                        };
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    saveSellerDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    legalName: string;
                    address: string;
                    /** @enum {string} */
                    state: "Andaman and Nicobar Islands" | "Andhra Pradesh" | "Arunachal Pradesh" | "Assam" | "Bihar" | "Chandigarh" | "Chhattisgarh" | "Dadra and Nagar Haveli and Daman and Diu" | "Delhi" | "Goa" | "Gujarat" | "Haryana" | "Himachal Pradesh" | "Jammu and Kashmir" | "Jharkhand" | "Karnataka" | "Kerala" | "Ladakh" | "Lakshadweep" | "Madhya Pradesh" | "Maharashtra" | "Manipur" | "Meghalaya" | "Mizoram" | "Nagaland" | "Odisha" | "Puducherry" | "Punjab" | "Rajasthan" | "Sikkim" | "Tamil Nadu" | "Telangana" | "Tripura" | "Uttar Pradesh" | "Uttarakhand" | "West Bengal";
                    /** @default  */
                    gstin?: string;
                    grievanceOfficer: {
                        name: string;
                        designation: string;
                        /** Format: email */
                        email: string;
                        phone: string | number;
                    };
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listComplaints: {
        parameters: {
            query?: {
                status?: "open" | "acknowledged" | "resolved";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complaints: {
                            _id: string;
                            ticketNumber: string;
                            subject: string;
                            message: string;
                            orderId: string | null;
                            orderNumber: string | null;
                            /** @enum {string} */
                            status: "open" | "acknowledged" | "resolved";
                            statusLabel: string;
                            replies: {
                                message: string;
                                createdAt: string;
                            }[];
                            createdAt: string;
                            acknowledgedAt: string | null;
                            resolvedAt: string | null;
                            acknowledgeBy: string;
                            resolveBy: string;
                            acknowledgeOverdue: boolean;
                            resolveOverdue: boolean;
                            version: number;
                            customer: string;
                            phoneNumber: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    answerComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "acknowledged" | "resolved";
                    reply?: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "open" | "acknowledged" | "resolved";
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offers: {
                            _id: string;
                            code: string;
                            /** @enum {string} */
                            kind: "flat" | "percent";
                            amount: number;
                            maxDiscount: number | null;
                            minOrderValue: number;
                            validFrom: string | null;
                            validUntil: string | null;
                            branchIds: string[];
                            totalUses: number | null;
                            usesPerCustomer: number;
                            firstOrderOnly: boolean;
                            active: boolean;
                            includesExpressFee: boolean;
                            used: number;
                            usage: {
                                orders: number;
                                discountGiven: number;
                                ordersCancelled: number;
                            };
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    createOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    kind: "flat" | "percent";
                    amount: number;
                    maxDiscount?: number | null;
                    minOrderValue?: number;
                    validFrom?: string | null;
                    validUntil?: string | null;
                    branchIds?: string[];
                    totalUses?: number | null;
                    usesPerCustomer?: number;
                    firstOrderOnly?: boolean;
                    active?: boolean;
                    includesExpressFee?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: {
                            _id: string;
                            code: string;
                            /** @enum {string} */
                            kind: "flat" | "percent";
                            amount: number;
                            maxDiscount: number | null;
                            minOrderValue: number;
                            validFrom: string | null;
                            validUntil: string | null;
                            branchIds: string[];
                            totalUses: number | null;
                            usesPerCustomer: number;
                            firstOrderOnly: boolean;
                            active: boolean;
                            includesExpressFee: boolean;
                            used: number;
                            usage: {
                                orders: number;
                                discountGiven: number;
                                ordersCancelled: number;
                            };
                            version: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    changeOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** @enum {string} */
                    kind?: "flat" | "percent";
                    amount?: number;
                    maxDiscount?: number | null;
                    minOrderValue?: number;
                    validFrom?: string | null;
                    validUntil?: string | null;
                    branchIds?: string[];
                    totalUses?: number | null;
                    usesPerCustomer?: number;
                    firstOrderOnly?: boolean;
                    active?: boolean;
                    includesExpressFee?: boolean;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: {
                            _id: string;
                            code: string;
                            /** @enum {string} */
                            kind: "flat" | "percent";
                            amount: number;
                            maxDiscount: number | null;
                            minOrderValue: number;
                            validFrom: string | null;
                            validUntil: string | null;
                            branchIds: string[];
                            totalUses: number | null;
                            usesPerCustomer: number;
                            firstOrderOnly: boolean;
                            active: boolean;
                            includesExpressFee: boolean;
                            used: number;
                            usage: {
                                orders: number;
                                discountGiven: number;
                                ordersCancelled: number;
                            };
                            version: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listCustomerMessages: {
        parameters: {
            query?: {
                before?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            _id: string;
                            fullName: string;
                        };
                        messages: {
                            _id: string;
                            at: string;
                            /** @enum {string} */
                            channel: "in_app" | "push" | "whatsapp" | "sms";
                            /** @enum {string|null} */
                            event: "order_placed" | "out_for_delivery" | "delivered" | "cancelled" | "repeat_confirm" | "refund" | null;
                            title: string | null;
                            orderId: string | null;
                            /** @enum {string} */
                            outcome: "unread" | "read" | "sent" | "waiting" | "quiet_hours" | "retrying" | "given_up" | "skipped";
                            attempts: number;
                            sentAt: string | null;
                            nextTryAt: string | null;
                            /** @enum {string|null} */
                            skippedBecause: "no_consent" | "no_device" | "no_phone" | "refused" | "no_sender" | null;
                        }[];
                        older: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getMyStaffRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "owner" | "manager" | "packer" | "rider";
                        name: string;
                        phoneNumber: number;
                        branches: {
                            _id: string;
                            name: string;
                        }[];
                        onShift: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            _id: string;
                            phoneNumber: number;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "packer" | "rider";
                            branchIds: string[];
                            fromEnvironment: boolean;
                            onShift: boolean;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    addStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string | number;
                    /** @enum {string} */
                    role: "owner" | "manager" | "packer" | "rider";
                    /** @default [] */
                    branchIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    changeStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string | number;
                    /** @enum {string} */
                    role: "owner" | "manager" | "packer" | "rider";
                    /** @default [] */
                    branchIds?: string[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    removeStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    setRiderShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    onShift: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    openCustomerPhone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        phoneNumber: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBranchFloor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        branch: {
                            _id: string;
                            name: string;
                        };
                        orders: {
                            _id: string;
                            orderNumber: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                            /** @enum {string} */
                            deliveryType: "express" | "same_day" | "next_day";
                            placedAt: string;
                            promisedFrom: string;
                            promisedTo: string;
                            discreetPackaging: boolean;
                            customerName: string;
                            address: {
                                plotNumber: string;
                                street: string;
                                line: string;
                                pinCode: string;
                            };
                            items: {
                                productId: string;
                                productName: string;
                                size: string;
                                quantityInEachPack: number;
                                quantity: number;
                            }[];
                            paidOnline: boolean;
                            amountToCollect: number;
                            rider: {
                                _id: string;
                                name: string;
                            } | null;
                            dispatchedAt: string | null;
                            lastAttempt: {
                                reason: string;
                                note: string;
                                rider: string;
                                by: string;
                            } | null;
                            version: number;
                        }[];
                        riders: {
                            _id: string;
                            name: string;
                            onShift: boolean;
                            carrying: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    markPacked: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    assignRider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    riderId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    sendOutForDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    takeBackAtBranch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listMyDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        onShift: boolean;
                        deliveries: {
                            _id: string;
                            orderNumber: string;
                            /** @enum {string} */
                            status: "awaiting_payment" | "placed" | "confirmed" | "packed" | "out_for_delivery" | "delivered" | "cancelled";
                            /** @enum {string} */
                            deliveryType: "express" | "same_day" | "next_day";
                            placedAt: string;
                            promisedTo: string;
                            customerName: string;
                            address: string;
                            pinCode: string;
                            mapLink: string;
                            paidOnline: boolean;
                            amountToCollect: number;
                            discreetPackaging: boolean;
                            packs: number;
                            dispatchedAt: string | null;
                            upiLink: string | null;
                        }[];
                        doneToday: {
                            orderNumber: string;
                            said: string;
                            at: string;
                        }[];
                        doneTodayCount: number;
                        today: {
                            delivered: {
                                orderNumber: string;
                                /** @enum {string} */
                                paidBy: "cash" | "upi" | "online";
                                amount: number;
                                at: string;
                            }[];
                            cashCollected: number;
                            upiCollected: number;
                            cashHandedIn: number;
                            cashToHandIn: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    setMyShift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    onShift: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    markDelivered: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    paidBy: "cash";
                    amountReceived: number;
                    /** @default  */
                    note?: string;
                } | {
                    /** @enum {string} */
                    paidBy: "upi";
                    upiReference: string;
                    /** @default  */
                    note?: string;
                } | {
                    /** @enum {string} */
                    paidBy: "online";
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    markNotDelivered: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "unreachable" | "address_not_found" | "refused";
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getUpiSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        upiId: string;
                        payeeName: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    setUpiSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    upiId: string;
                    payeeName: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBranchDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        day: string;
                        branch: {
                            _id: string;
                            name: string;
                        };
                        riders: {
                            _id: string;
                            name: string;
                            orderCount: number;
                            shortOrderCount: number;
                            handIns: {
                                _id: string;
                                /** @enum {string} */
                                kind: "cash" | "write_off" | "reversal";
                                reverses: string | null;
                                reversed: boolean;
                                amount: number;
                                note: string;
                                at: string;
                                by: string;
                            }[];
                            cashCollected: number;
                            upiCollected: number;
                            handedIn: number;
                            writtenOff: number;
                            difference: number;
                            short: number;
                            collectedAfterClose: number;
                            owedTo: string | null;
                        }[];
                        prepaidCount: number;
                        totals: {
                            cashCollected: number;
                            upiCollected: number;
                            handedIn: number;
                            writtenOff: number;
                            difference: number;
                            short: number;
                            collectedAfterClose: number;
                            paidOnline: number;
                            refunds: number;
                            taken: number;
                        };
                        outForDelivery: number;
                        closed: {
                            at: string;
                            by: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listRiderDayOrders: {
        parameters: {
            query?: {
                older?: string;
            };
            header?: never;
            path: {
                id: string;
                date: string;
                riderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            orderNumber: string;
                            /** @enum {string} */
                            paidBy: "cash" | "upi" | "online";
                            due: number;
                            received: number;
                            upiReference: string | null;
                            note: string;
                            at: string;
                        }[];
                        older: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listPrepaidDayOrders: {
        parameters: {
            query?: {
                older?: string;
            };
            header?: never;
            path: {
                id: string;
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            orderNumber: string;
                            status: string;
                            paymentId: string;
                            method: string | null;
                            amount: number;
                            paidAt: string;
                            refund: {
                                amount: number;
                                /** @enum {string} */
                                state: "pending" | "started" | "refunded";
                                refundId: string | null;
                            } | null;
                        }[];
                        older: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    recordHandIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    riderId: string;
                    amount: number;
                    /**
                     * @default cash
                     * @enum {string}
                     */
                    kind?: "cash" | "write_off";
                    /** @default  */
                    note?: string;
                    /** @default false */
                    confirmOverpay?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    reverseHandIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                date: string;
                handInId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    closeBranchDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    exportBranchDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, one row per order, then one per hand-in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBranchStock: {
        parameters: {
            query: {
                branchId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        branch: string;
                        products: {
                            productId: string;
                            productName: string;
                            size: string;
                            onHand: number;
                            countedAt: string | null;
                            countDue: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getStockLedger: {
        parameters: {
            query: {
                branchId: string;
                productId: string;
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productName: string;
                        onHand: number;
                        entries: {
                            _id: string;
                            /** @enum {string} */
                            reason: "opening" | "received" | "sold" | "returned" | "counted" | "written_off" | "transfer_out" | "transfer_in" | "transfer_shortfall" | "corrected" | "reversal";
                            quantity: number;
                            onHand: number;
                            at: string;
                            by: string | null;
                            source: string;
                            orderNumber: string | null;
                            /** @enum {string|null} */
                            writeOffReason: "damaged" | "expired" | "missing" | null;
                            note: string;
                            reverses: string | null;
                            reversed: boolean;
                        }[];
                        older: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    checkStockLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disagreements: {
                            branchId: string;
                            productId: string;
                            onHand: number;
                            ledger: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    receiveStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    branchId: string;
                    supplier: string;
                    invoiceNumber: string;
                    /** Format: date */
                    invoiceDate: string;
                    lines: {
                        /** Format: uuid */
                        productId: string;
                        quantity: number;
                        costPrice?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    countStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    branchId: string;
                    lines: {
                        /** Format: uuid */
                        productId: string;
                        counted: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            _id: string;
                            productId: string;
                            productName: string;
                            expected: number;
                            counted: number;
                            variance: number;
                            /** @enum {string} */
                            status: "applied" | "waiting" | "approved" | "refused";
                            by: string;
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listWaitingCounts: {
        parameters: {
            query: {
                branchId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countApprovalAbove: number;
                        counts: {
                            _id: string;
                            productId: string;
                            productName: string;
                            expected: number;
                            counted: number;
                            variance: number;
                            /** @enum {string} */
                            status: "applied" | "waiting" | "approved" | "refused";
                            by: string;
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    decideStockCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "refuse";
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    updateStockSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countApprovalAbove: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    listStockTransfers: {
        parameters: {
            query: {
                branchId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        destinations: {
                            _id: string;
                            name: string;
                        }[];
                        transfers: {
                            _id: string;
                            from: string;
                            to: string;
                            fromBranchId: string;
                            toBranchId: string;
                            /** @enum {string} */
                            status: "in_transit" | "received";
                            sentAt: string;
                            receivedAt: string | null;
                            lines: {
                                productId: string;
                                productName: string;
                                sent: number;
                                arrived: number | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    sendStockTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    fromBranchId: string;
                    /** Format: uuid */
                    toBranchId: string;
                    lines: {
                        /** Format: uuid */
                        productId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        message: string;
                        lines: {
                            productId: string;
                            sent: number;
                            arrived: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    receiveStockTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    lines?: {
                        /** Format: uuid */
                        productId: string;
                        arrived: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        message: string;
                        lines: {
                            productId: string;
                            sent: number;
                            arrived: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    writeOffStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    branchId: string;
                    /** @enum {string} */
                    reason: "damaged" | "expired" | "missing";
                    note: string;
                    lines: {
                        /** Format: uuid */
                        productId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    reverseStockEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getReorder: {
        parameters: {
            query: {
                branchId: string;
                coverDays?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        branch: string;
                        coverDays: number;
                        lines: {
                            productId: string;
                            productName: string;
                            size: string;
                            onHand: number;
                            soldLast14Days: number;
                            repeatsNext7Days: number;
                            daysLeft: number | null;
                            suggested: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    exportReorder: {
        parameters: {
            query: {
                branchId: string;
                coverDays?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, one row per product to order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPromiseKept: {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        day: string;
                        branches: {
                            _id: string;
                            name: string;
                            orders: number;
                            delivered: number;
                            deliveredInTime: number;
                            deliveredLate: number;
                            /** @description past its promise, neither delivered nor cancelled */
                            notDelivered: number;
                            cancelled: number;
                            /** @description neither delivered nor cancelled, its promise not yet due */
                            stillOpen: number;
                            expressWithin60: number | null;
                            sameDayOnTime: number | null;
                            nextDayOnTime: number | null;
                            medianMinutesToDoor: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBranchRepeatDemand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        branch: string;
                        tomorrow: string;
                        tomorrowPacks: {
                            productId: string;
                            productName: string;
                            size: string;
                            packs: number;
                        }[];
                        nextSevenDaysPacks: {
                            productId: string;
                            productName: string;
                            size: string;
                            packs: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPaymentReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        provider: "razorpay" | "cashfree" | null;
                        windowDays: number;
                        unmatched: {
                            /** @enum {string} */
                            provider: "razorpay" | "cashfree";
                            paymentId: string;
                            providerOrderId: string;
                            amount: number;
                            outcome: string;
                            receivedAt: string;
                            orderId: string | null;
                            orderNumber: string | null;
                        }[];
                        overdueRefunds: {
                            orderId: string;
                            orderNumber: string;
                            /** @enum {string} */
                            provider: "razorpay" | "cashfree";
                            paymentId: string | null;
                            refundId: string | null;
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "started";
                            askedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getFirstDayChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        steps: {
                            /** @enum {string} */
                            step: "seller" | "branch" | "product" | "upi" | "sms" | "staff";
                            done: boolean;
                        }[];
                        allDone: boolean;
                        smsCheck: {
                            at: string;
                            provider: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    sendTestSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sentTo: string;
                        provider: string;
                        at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getLastCodeSent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                phoneNumber: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otp: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    runRepeatScheduler: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    now: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        reminded: number;
                        placed: number;
                        skipped: number;
                        failed: number;
                        missed: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
}
