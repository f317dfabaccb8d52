/**
 * The message keys of the API's error answers. Each key has the English text the spec gives the
 * answer (its `result`), with `{name}` placeholders for its parameters. An error answer carries
 * the key and the parameters in `meta.key` / `meta.params`, so the storefront shows the text in
 * the page's language by key (app/i18n/<locale>/errors.json) and never has to read the English.
 *
 * A key never changes its meaning once released; a new rule gets a new key. To add one: add it
 * here with its English template, throw it in the API (`new DomainError(kind, key, params)` or
 * the `invalid`/`notFound`/`unauthorized` helpers), and add its text to both catalogues
 * (apps/web/app/i18n/{nl-NL,de-DE}/errors.json); a unit test fails while a catalogue misses it.
 */

export const ERROR_MESSAGES = {
  // ---------------------------------------------------------------- the request itself
  'request.invalid': 'Invalid request: {problem}',
  'request.malformed_json':
    'Malformed JSON in request body (or a forbidden key: __proto__, constructor.prototype)',
  'request.too_large': 'Request body is too large',
  'request.empty_body': 'The request body is empty; send a JSON body',
  'request.unsupported_content_type':
    'Unsupported content type {contentType} of the request body; send {accepted}',
  'request.bad_url_encoding': 'Invalid request: the URL holds a malformed percent-encoding (%XX).',
  'request.url_part_too_long': 'Invalid request: a part of the URL path is too long.',
  'request.value_out_of_range': 'Invalid request: a value is out of range or not valid.',
  'request.parameter_required': '{name} parameter is required',
  'request.route_not_found': 'Not found: {method} {path}',
  'request.headers_too_large': 'The request headers or the URL are too large.',
  'request.timeout': 'The request took too long to arrive.',
  'request.not_http': 'The request is not valid HTTP.',
  'request.too_many': 'Too many requests, please try again later.',
  'metrics.key_required': 'The metrics need the metrics key (Authorization: Bearer <key>).',
  'request.too_many_skus': 'At most {max} skus per request',
  'request.store_view_unknown': 'Unknown store view "{code}"; use nl, de or default',
  // ------------------------------------------------------------ a field of the request schema
  // The answer's `result` keeps the whole "Invalid request: …" list; the key names the first
  // problem: its field (dotted path) and the rule it breaks.
  'field.required': '{field} is required',
  'field.too_big': '{field} must be at most {maximum}',
  'field.too_small': '{field} must be at least {minimum}',
  'field.too_long': '{field} can have at most {maximum} characters',
  'field.too_short': '{field} must have at least {minimum} characters',
  'field.wrong_type': '{field} must be a {expected}',
  'field.wrong_format': '{field} is not in the right format',
  'field.not_allowed': '{field} has a value that is not allowed',
  'field.unknown_keys': '{field} holds keys that are not known: {keys}',
  'field.invalid': '{field} is not valid: {rule}',
  // --------------------------------------------------------------------------- the shop
  'shop.unavailable': 'The shop is temporarily unavailable. Please try again in a moment.',
  'shop.busy': 'The shop is very busy right now. Please try again in a moment.',
  'shop.closed':
    'The shop is closed today, so no orders can be placed. Please come back when we are open.',
  'shop.internal_error': 'Internal server error',
  // A text of a rule outside this list (e.g. a payment provider's own): shown as it is in
  // `result`; the storefront shows its general message for it.
  'error.other': '{message}',
  // ---------------------------------------------------------------------------- the catalogue
  'catalog.entity_unknown':
    'Unknown catalogue entity "{entity}"; use product, category, attribute, taxrule or cms_block',
  'catalog.filter_unknown': 'Unknown filter field "{field}"',
  'catalog.filter_unknown_for': 'Unknown filter field "{field}" for {entity}',
  'catalog.filter_whole_numbers': 'Filter "{field}" takes whole numbers from {min} to {max}',
  'catalog.filter_amount': 'Filter "{field}" takes an amount in euros up to {max}',
  'catalog.filter_time':
    'Filter "{field}" takes a time in milliseconds since 1970 within the years 1 to 9999',
  'catalog.filter_boolean': 'Filter "{field}" takes true or false',
  'catalog.filter_no_range': 'Filter "{field}" does not take a range',
  'catalog.filter_empty_range': 'Filter "{field}" has an empty range',
  'catalog.filter_range': 'Filter "{field}" takes a range',
  'catalog.filter_list': 'Filter "{field}" takes a list of values',
  'catalog.sort_direction': 'Sort direction of "{field}" must be asc or desc',
  'catalog.sort_unknown': 'Unknown sort field "{field}"',
  'catalog.page_size': 'size must be at most {max}',
  'catalog.aggregate_unknown': 'Cannot aggregate on "{fields}": not a filterable attribute',
  'product.store_unknown': 'Unknown storeId {storeId}; use 1, 5 or 6',
  'product.currency_unsupported': 'Currency {currency} is not supported; use EUR',
  'stock.sku_unknown': 'No stock information for sku "{sku}"',
  'product.not_found': 'Requested product could not be retrieved.',
  // ------------------------------------------------------------------------------- the stores
  'store.not_found': 'No such store.',
  'url.no_route': 'No route found for "/{path}"',
  'url.no_route_here': 'No route found for this URL',
  'sitemap.not_found': 'No such sitemap',
  // Content stories (secondary-areas §2 content pages, §7 content, §8): `meta.field` names the
  // query field or parameter at fault.
  'content.story_not_found': 'No story found for "{slug}"',
  'content.store_code_unknown': 'Unknown store code "{code}"; use nl or de',
  'content.editor_unauthorized': 'Unauthorized editor',
  'content.preview_token_wrong': 'Unauthorized preview: the x-preview-token header is not valid',
  'content.draft_not_found': 'No story with id {id}',
  'content.theme_name_wrong': 'Wrong theme name',
  'content.theme_not_found': 'Store view {storeCode} has no theme config',
  'content.hook_secret_missing': 'Missing query param: secret',
  'content.hook_secret_invalid': 'Invalid secret',
  'content.hook_story_unknown': 'No story with story_id {storyId}',
  'content.hook_story_id_required': 'story_id is required for the action {action}',
  'content.source_unavailable':
    'The content service is temporarily unavailable. Please try again in a moment.',
  'address.postcode_unknown': 'No town is known for postcode {postcode}.',
  'image.size_not_offered': 'Image size {width}x{height} is not offered; use one of {allowed}',
  'image.path_invalid': 'Image path is not valid',
  'image.type_not_served': 'Only svg, png, jpg and webp images are served',
  'image.not_found': 'Image not found',
  'image.unreadable': 'Image could not be read',
  // ------------------------------------------------------------------------------- the cart
  'cart.not_found': 'No such entity with cartId = {cartId}',
  'cart.item_not_found': "The cart {cartId} doesn't contain the item {itemId}.",
  'cart.too_many_lines': 'A cart holds at most {max} different products.',
  'cart.product_not_available': 'Product that you are trying to add is not available.',
  'cart.grouped_product': '{name} is a grouped product: add its products to the cart one by one.',
  'cart.no_such_configuration':
    'No such configuration for the product. Please do choose another combination of attributes.',
  // The same refusal naming the choice that makes it impossible (its field and value).
  'cart.configuration_attribute_unknown':
    'No such configuration for the product: {field} names attribute {attribute}, which the product is not configured by. Please do choose another combination of attributes.',
  'cart.configuration_value_unknown':
    'No such configuration for the product: {field} chooses {value} for {attribute}, which the product does not have. Please do choose another combination of attributes.',
  'cart.configuration_missing':
    'No such configuration for the product: {field} does not choose {attribute}. Please do choose another combination of attributes.',
  'cart.configuration_combination_unknown':
    'No such configuration for the product: {field} chooses {choice}, a combination the product does not have. Please do choose another combination of attributes.',
  // A package's selection (secondary-areas §3), naming the field at fault.
  'cart.package_not_package': '{field}: the product is not a package.',
  'cart.package_option_unknown': '{field}: the package has no option {optionId}.',
  'cart.package_option_repeated': '{field}: option "{title}" is chosen more than once.',
  'cart.package_wrong_package': '{field}: the selection is for another package than {sku}.',
  'cart.package_option_required': '{field}: choose a product for "{title}".',
  'cart.package_two_products': '{field}: "{title}" takes one product.',
  'cart.package_product_unknown': '{field}: "{title}" does not offer this product.',
  'cart.package_attribute_missing': '{field}: choose every attribute of the product for "{title}".',
  'cart.package_attribute_unknown':
    '{field}: the product for "{title}" has no such attribute or value.',
  'cart.package_no_variant': '{field}: the product for "{title}" is not sold in this combination.',
  'cart.price_unknown': 'Product price is unknown, product cannot be added to the cart!',
  'cart.out_of_stock': '{name} is out of stock!',
  'cart.only_available': 'Only {maxQuantity} products of this type are available!',
  'cart.bundle_option_unknown': 'The bundle has no option {optionId}.',
  'cart.bundle_selection_count':
    'Bundle option {optionId} ({title}) takes {expected} selection, not {count}.',
  'cart.bundle_selection_unknown': 'Bundle option {optionId} has no selection {selectionId}.',
  'cart.bundle_option_qty': 'Bundle option {optionId}: option_qty must be 1 to 100.',
  'cart.option_unknown': 'The product has no option {optionId}.',
  'cart.option_value_unknown': 'Option "{title}" has no value {value}.',
  'cart.option_required': 'Option "{title}" is required.',
  'cart.option_single_value': 'Option "{title}" takes one value, not {count}.',
  'cart.option_repeated': 'Option "{title}" is given more than once.',
  'cart.option_value_repeated': 'Option "{title}" names the value {value} more than once.',
  'cart.bundle_nothing_chosen': 'Choose at least one part of the bundle.',
  'cart.gift_card_name_required': 'Enter the recipient’s name.',
  'cart.gift_card_name_too_long': 'The recipient’s name may have at most {max} characters.',
  'cart.gift_card_email_invalid': 'Enter a valid e-mail address for the recipient.',
  'cart.gift_card_message_too_long': 'The message may have at most {max} characters.',
  'cart.carrier_unknown': 'Carrier with such method not found: {carrierCode}, {methodCode}',
  'cart.country_required': 'address.country_id is required',
  'cart.shipping_country_required': 'addressInformation.shippingAddress.countryId is required',
  'cart.no_delivery': 'There are no delivery methods available for you cart and location.',
  'cart.payment_method_unavailable': 'The requested Payment Method "{code}" is not available.',
  'cart.store_view_required':
    'storeCode is required: the store view the cart moves to (query storeCode or header x-vs-store-code)',
  'cart.in_other_store_view':
    'The cart {cartId} has moved to store view "{storeCode}"; switch it back with POST /api/cart/switch-store-view.',
  'coupon.not_valid': 'The coupon code "{code}" is not valid.',
  'coupon.not_valid_yet': 'The coupon code "{code}" is not valid yet.',
  'coupon.expired': 'The coupon code "{code}" has expired.',
  'coupon.used_up': 'The coupon code "{code}" has reached its usage limit.',
  'coupon.subtotal_too_low': 'The coupon code "{code}" needs a subtotal of at least {amount}.',
  'coupon.not_for_gift_cards': 'The coupon code "{code}" cannot be used for gift cards.',
  'coupon.not_for_this_email': 'The coupon code "{code}" is not valid for this e-mail address.',
  // ------------------------------------------------------------------- orders and payments
  'order.not_compliant': 'Internal validation error; Order entity is not compliant with the schema',
  'order.exists': 'An order with order_id {orderId} exists already.',
  // The storefront's order queue reads these by their start (packages/core checkout/order.ts).
  'order.out_of_stock': 'Error while adding products. {sku} is out of stock!',
  'order.coupon_no_longer_applies':
    'The coupon no longer applies: {reason} The order was not placed.',
  // The back office's shipping call (x-operator-key).
  'order.not_found': 'There is no order with this number.',
  'order.not_shippable': 'This order cannot be shipped: its status is {status}.',
  'order.operator_key_required': 'This call needs the operator key in x-operator-key.',
  'order.operator_off': 'Order calls are off: the shop has no order operator key.',
  'payment.order_not_found': 'Unable to retrieve order',
  'payment.issuer_unknown': 'Unknown iDEAL issuer "{issuer}".',
  'payment.refused':
    'This payment method cannot be used for this order. Your order was not placed; please choose another payment method.',
  'payment.start_failed':
    'The payment could not be started. Your order was not placed; please try again or choose another payment method.',
  'payment.starting': 'The payment of this order is being started already.',
  // A gift card is a multi-purpose voucher: a cart that holds one is not paid with gift cards.
  'payment.gift_card_by_gift_card':
    'A gift card cannot be paid with a gift card. Please choose another payment method.',
  // Gift cards (secondary-areas §5, §7): a code that is unknown, expired or used up is answered
  // with the spec's one text, so a guess learns nothing about which of these it was.
  'giftcard.not_valid': 'This is not a valid giftcard',
  'giftcard.too_many_guesses':
    'Too many gift card codes were not valid. Please wait {minutes} minutes before you try again.',
  'giftcard.not_for_gift_card':
    'A gift card cannot be paid with a gift card. Remove the gift card product or the applied gift card.',
  'giftcard.review_cart':
    'The balance of an applied gift card has changed. Please review your cart; nothing was paid and your order was not placed.',
  'payment.method_mismatch':
    'paymentInformation.paymentMethod.method must be the order’s payment_method_code.',
  'payment.cart_mismatch': 'paymentInformation.cartId must be the order’s cart_id.',
  'payment.push_signature': 'The push signature is missing, not valid or too old.',
  'payment.push_unknown': 'No payment with this transaction key.',
  'payment.push_amount_mismatch':
    'Transaction.AmountDebit and Transaction.Currency must be the payment’s amount and currency.',
  'payment.push_not_json': 'The push is not JSON.',
  'payment.push_incomplete': 'The push has no Transaction.Key and Status.Code.Code.',
  // ------------------------------------------------------------------ accounts and logins
  'auth.token_required': 'This call needs a customer token (?token= or Bearer).',
  'auth.token_invalid': 'The customer token is not valid.',
  'auth.token_expired': 'The customer token has expired.',
  'auth.refresh_token_invalid': 'The refresh token is not valid.',
  'account.sign_in_incorrect':
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  'account.email_taken': 'A customer with the same email address already exists.',
  'account.login_required':
    'There is already an account with this e-mail address. Log in with its password or with a code mailed to it.',
  'account.password_already_set':
    'This account already has a password. Change it with the current password.',
  'account.mailbox_unconfirmed':
    'Log in once with a code mailed to this address before you set a password.',
  'account.email_already_confirmed': 'This e-mail address is confirmed already.',
  'account.current_password_required': 'Enter your current password to change the e-mail address.',
  'account.email_change_needs_password':
    'Set a password first; then you can change the e-mail address with it.',
  'account.confirm_link_invalid':
    'This confirmation link is not valid, was used already or has expired.',
  'account.undo_link_invalid': 'This link is not valid, was used already or has expired.',
  'account.wrong_password':
    "The password doesn't match this account. Verify the password and try again.",
  'account.reset_token_invalid': 'The password reset token is not valid or has expired.',
  'account.one_time_password_invalid': 'The one-time password is not valid or has expired.',
  'account.customer_unknown': 'No such customer.',
  'account.address_unknown': 'No such address.',
  'newsletter.subscription_unknown': 'No such subscription.',
  'newsletter.link_invalid': 'This newsletter link is not valid.',
  'newsletter.link_expired': 'This confirmation link has expired. Please sign up again.',
  'newsletter.link_used': 'This subscription has already been confirmed.',
  // ---------------------------------------------------------------------------- birth lists
  'birthlist.create_failed': 'Something went wrong, sorry',
  'birthlist.product_added': 'The product has been added to birthlist',
  'birthlist.product_add_failed': 'The product could not be added to birthlist',
  'birthlist.product_updated': 'The product has been updated successfully',
  'birthlist.product_update_failed': 'The product could not be updated in birthlist',
  'birthlist.product_removed': 'The product has been removed from birthlist',
  'birthlist.product_remove_failed': 'The product could not be deleted from birthlist',
  'birthlist.favorite_not_removable':
    "You can't remove items from your birthlist that have been marked as a favorite.",
  'birthlist.url_not_available': 'This url is not available',
  'birthlist.url_invalid':
    'The url may only hold lowercase letters, digits and single hyphens, from 3 to 60 characters',
  'birthlist.not_found': 'No such birth list.',
  'birthlist.item_not_found': 'No such birth list item.',
  'birthlist.donation_not_found': 'No such donation item.',
  'birthlist.exists': 'You already have an active birth list.',
  'birthlist.inactive': 'This birth list is no longer active.',
  'birthlist.unavailable': 'The birth list "{urlKey}" is not available.',
  'birthlist.wanted_below_bought':
    'The wanted quantity cannot be lower than the {bought} already bought.',
  'birthlist.item_bought': 'This birth list product has been bought already.',
  'birthlist.gift_not_on_list': 'The product {sku} is no longer on the birth list.',
  'birthlist.contribution_unavailable':
    'This birth list no longer takes contributions towards this gift.',
  'birthlist.contribution_not_gift_card': 'Only a gift card can be a contribution to a birth list.',
  'birthlist.contribution_no_recipient':
    'A contribution goes to the parents of the birth list: it takes no recipient or message.',
  'birthlist.contribution_and_gift':
    'A line is either a gift for a birth list product or a contribution, not both.',
  'birthlist.donation_has_contributions':
    'This gift has received contributions already and cannot be removed.',
  'wishlist.product_unknown':
    'Product that you are trying to add to the wishlist is not available.',
  'wishlist.child_unknown': 'The chosen option {childSku} is not one of this product.',
  'wishlist.item_unknown': "The wishlist doesn't contain the item {itemId}.",
  // Reward points (secondary-areas §5, §7 rewards apply): `meta.field` is `pointAmount`.
  'rewards.not_enough_points': 'You do not have this many points',
  'rewards.review_cart':
    'Your reward points balance has changed. Please review your cart; nothing was paid and your order was not placed.',
  // Barcode scans (secondary-areas §5, §8): `meta.field` is `code` for a code that is not valid.
  'barcode.not_found': 'Requested product could not be retrieved.',
  'barcode.check_digit': '"{code}" is not a valid barcode: its check digit is wrong.',
  'barcode.format':
    '"{code}" is not a barcode: use an EAN (8, 12 or 13 digits) or an in-store code of letters and digits.',
  // Purchases at a store's till (secondary-areas §3, §7 offline orders); `meta.field` names the
  // field of the receipt or query where one is at fault.
  'offlineorder.not_found': 'The store purchase {orderId} could not be found.',
  'offlineorder.email_not_own': 'Must be the e-mail address of the logged-in customer.',
  'offlineorder.operator_key_required':
    'Importing store receipts needs the operator key in the x-operator-key header.',
  'offlineorder.import_off': 'Importing store receipts is off: the shop has no operator key.',
  'offlineorder.receipt_conflict': 'Receipt {receiptId} was imported before with other contents.',
  'offlineorder.store_unknown': '"{storeCode}" is not a store of the shop.',
  'offlineorder.purchased_in_future': 'purchased_at lies more than a day after now.',
  'offlineorder.total_mismatch':
    '{grandTotal} does not match the lines, which add up to {computed}.',
  'offlineorder.discount_too_big': 'The discount is more than the line costs.',
  'offlineorder.too_large': 'The lines add up to more than {maximum} euros.',
  // The account's field rules (packages/core account/validation.ts): `meta.field` names the field.
  'validation.required': 'Field is required',
  'validation.name_too_short': 'Name must have at least 2 letters',
  'validation.password_too_short': 'Password must have at least 8 letters',
  'validation.password_too_long': 'Password can have at most 128 characters',
  'validation.password_classes':
    'Password must contain 3 of these 4: lowercase letters, uppercase letters, digits, special characters',
  'validation.password_too_common': 'This password is too common, please choose another one',
  'validation.passwords_not_identical': 'Passwords must be identical',
  'validation.email': 'Please provide valid e-mail address.',
  'validation.phone': 'Please provide valid phone number',
  'validation.house_number': 'The housenumber is not valid',
  'validation.zipcode': 'The zipcode is not valid',
  'validation.zipcode_too_short': 'Zip-code must have at least 2 letters',
  'validation.expected_date_in_future': 'The expected date needs to be in the future',
  'validation.too_young': 'You need to be 12 years or older',
  'validation.date_invalid': 'The date is not valid',
  'validation.fix_errors': 'Please fix the validation errors',
  // The forms (packages/core forms): the pregnancy box and the contact form.
  'validation.due_date_too_far': 'The expected date can be at most 10 months from now',
  'validation.privacy_consent': 'Please agree to the privacy statement',
  'validation.order_number': 'The order number is not valid',
  // The mailing platform refused a pregnancy-box request (secondary-areas §8).
  'forms.refused': 'Something went wrong',
  'forms.submission_conflict':
    'This id was used before for a form with other contents; make a new one for this form.',
  // The operator API (/api/admin): login, sessions, roles, operators, the audit log.
  'operator.login_failed': 'The e-mail address or the password is wrong.',
  'operator.code_wrong': 'The code is wrong, expired or used before.',
  'operator.challenge_expired': 'The login has expired; log in again with your password.',
  'operator.session_required': 'Log in as an operator (Authorization: Bearer <session token>).',
  'operator.session_expired': 'Your operator session has expired; log in again.',
  'operator.role_required': 'This call needs the operator role {role}.',
  'operator.not_found': 'Operator {operatorId} could not be found.',
  'operator.email_taken': 'There is already an operator with this e-mail address.',
  'operator.last_owner': 'The shop keeps at least one enabled owner.',
  'operator.audit_range': 'from must lie before to.',
  // The back office's operator keys, own account and customers (decision 76).
  'operator.password_wrong': 'The password is wrong.',
  'operatorkey.label_taken': 'There is already an operator key with this label.',
  'operatorkey.label_reserved':
    'Labels ending in _OPERATOR_KEY belong to the settings; choose another label.',
  'operatorkey.not_found': 'Operator key {keyId} could not be found.',
  'operatorkey.from_setting':
    'The key {label} comes from a setting: unset the setting to revoke it.',
  'customeradmin.not_found': 'Customer {customerId} could not be found.',
  'customeradmin.group_unknown': 'Customer group {groupId} does not exist.',
  'giftcardadmin.not_found': 'Gift card {giftCardId} could not be found.',
  'giftcardadmin.code_unknown': 'There is no gift card with this code.',
  'couponadmin.percent_range': 'A percentage is a whole number from 1 to 100.',
  'couponadmin.amount_required': 'A fixed amount takes at least 0.01 off.',
  'couponadmin.window': 'The end of the coupon lies before its start.',
  'couponadmin.code_taken': 'There is already a coupon with the code {code}.',
  'couponadmin.not_found': 'Coupon {couponId} could not be found.',
  'storeadmin.not_found': 'Store {code} could not be found.',
  'storeadmin.hours_invalid': 'The opening hours of day {weekday} are not HH:MM-HH:MM.',
  'storeadmin.stock_duplicate_sku': 'Sku {sku} is sent more than once.',
  'storeadmin.stock_unknown_sku': 'Sku {sku} is not in the catalogue.',
  'storeadmin.stock_not_shelf_sku':
    'Sku {sku} is a configurable product: its variants are held on a shelf, not the product itself.',
  'storeadmin.stock_key_required':
    "A store's shelf stock needs an operator session or the stores' operator key in x-operator-key.",
  'storeadmin.stock_key_off':
    "Setting a store's shelf stock with an operator key is off: the shop has no operator key for the stores; use an operator session.",
  // The catalogue calls of the operator API (decision 74).
  'catalogue.file_type':
    'The file type {contentType} is not read; send text/csv or application/json (or format=csv or format=json).',
  'catalogue.file_empty': 'The file is empty.',
  'catalogue.file_too_large': 'The file is larger than {max} MB.',
  'catalogue.import_not_found': 'Import {jobId} could not be found.',
  'catalogue.import_not_rejected': 'Import {jobId} has no rejected rows to download.',
  'catalogue.product_not_found': 'There is no product with sku {sku}.',
  'catalogue.product_not_editable':
    'Product {sku} is a {type} product; only simple, virtual and configurable products and their variants are edited here.',
  'catalogue.category_unknown': 'Category {categoryId} does not exist.',
  'catalogue.special_window': 'The end of the special price lies before its start.',
  'catalogue.special_not_lower': 'The special price must be lower than the price.',
  'catalogue.date_invalid': 'This is not a date (YYYY-MM-DD).',
  'catalogue.ean_invalid': 'The EAN is no EAN-13 or EAN-8 with a right check digit.',
  'catalogue.image_unknown': 'The image {file} is not in the media store.',
  'catalogue.tier_twice': 'A tier price for the same customer group and quantity is given twice.',
  'catalogue.feed_duplicate_sku': 'The sku {sku} appears more than once in the feed.',
  'catalogue.image_type': 'Send the image as image/png, image/jpeg or image/webp.',
  'catalogue.image_too_large': 'The image is larger than {max} MB.',
  'catalogue.image_unreadable': 'The file is not a readable image.',
  // ---------------------------------------------------------------- the back office's orders
  'orderadmin.not_found': 'Order {orderNumber} could not be found.',
  'orderadmin.step_not_allowed':
    'Order {orderNumber} cannot take this step ({step}): its status is {status}.',
  'orderadmin.not_pickup': 'Order {orderNumber} is not picked up in a store.',
  'orderadmin.pickup_order':
    'Order {orderNumber} is picked up in a store: mark it ready for pick-up instead.',
  'orderadmin.money_missing': 'Order {orderNumber} still awaits its payment.',
  'orderadmin.not_paid':
    'Order {orderNumber} has no money to pay back (payment status {paymentStatus}).',
  'orderadmin.nothing_to_refund': 'Nothing of order {orderNumber} is left to pay back.',
  'orderadmin.line_unknown': 'Line {itemId} is not part of order {orderNumber}.',
  'orderadmin.line_duplicate': 'Line {itemId} is named twice.',
  'orderadmin.qty_too_many': 'At most {maximum} units of line {itemId} can still be paid back.',
  'orderadmin.outside_provider':
    'Order {orderNumber} was not paid through the payment provider: pay it back outside the shop.',
  'orderadmin.exceeds_provider':
    'The payment provider holds only {maximum} of order {orderNumber}; gift cards and points go back with a full refund.',
  'orderadmin.refund_refused':
    'The payment provider refused the refund ({reason}); order {orderNumber} is unchanged.',
  'orderadmin.refund_in_progress':
    'Another refund of order {orderNumber} is under way; try again when it has finished.',
  'orderadmin.request_key_reused':
    'This request_key was used for another change of order {orderNumber}; send a new key.',
  'orderadmin.refund_unanswered':
    'The payment provider did not answer the refund of order {orderNumber}; it stays under way and the shop asks the provider what it paid back within a few minutes.',
  'orderadmin.refund_not_found': 'Order {orderNumber} has no refund {refundId}.',
  'orderadmin.refund_not_settleable':
    'Refund {refundId} of order {orderNumber} cannot be settled by hand: it is settled already or may still be under way.',
  'orderadmin.refund_unsettled':
    'A refund of order {orderNumber} is still not settled ({reason}); check the payment provider and settle it by hand.',
  // Product reviews (packages/core review, secondary-areas §7).
  'validation.rating': 'Please choose a rating from 1 to 5 stars',
  'validation.text_too_long': 'This text is too long',
  'review.product_unknown': 'Product {productId} could not be found.',
  'review.duplicate': 'You have already written a review of this product.',
  'review.customer_not_own': 'customer_id must be the logged-in customer.',
  'review.not_found': 'Review {reviewId} could not be found.',
  'review.status_invalid': 'review_status must be 1 (approve) or 3 (reject).',
  'review.operator_key_required': 'This call needs the operator key in x-operator-key.',
  'review.moderation_off': 'Approving reviews is off: the shop has no review operator key.',
  // Returns of web orders (packages/core returns).
  'return.order_not_found': 'Order {orderNumber} could not be found.',
  'return.order_not_returnable':
    'Order {orderNumber} cannot be returned: it was not paid, or it was canceled.',
  'return.period_over':
    'The return period of order {orderNumber} ended on {deadline}; please contact us.',
  'return.link_invalid': 'This return link is not valid. Please use the link from your order mail.',
  'return.login_required': 'Please log in, or use the return link from your order mail.',
  'return.no_lines': 'Choose at least one product to return.',
  'return.line_unknown': 'This line is not part of order {orderNumber}.',
  'return.line_duplicate': 'This line is named twice in the return.',
  'return.qty_too_many': 'You can return at most {maximum} of this product.',
  'return.gift_card':
    'Gift cards cannot be returned: a gift card is spent with its code, there is nothing to send back.',
  'return.virtual': 'This line cannot be returned: nothing was sent for it.',
  'return.not_found': 'Return {returnNumber} could not be found.',
  'return.state_change_invalid': 'A return that is {from} cannot become {to}.',
  'return.operator_key_required': 'This call needs the operator key in x-operator-key.',
  'return.operator_off': 'Handling returns is off: the shop has no returns operator key.',
  // The contact form's token is missing, forged, expired or used (reference-notes §1.8).
  'mail.not_authorized': 'Email is not authorized!',
} as const;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** The names of a template's `{placeholders}`, as a union type. */
type PlaceholdersOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The parameters a key's template needs: one value per placeholder. */
export type ErrorMessageParams<K extends ErrorMessageKey> = Record<
  PlaceholdersOf<(typeof ERROR_MESSAGES)[K]>,
  string | number
>;

/**
 * The parameters that are numbers (a count, a limit) or amounts in euros, by key. On the wire
 * every parameter is text, so a client formats these in the reader's locale ("10.000", "€ 25,-")
 * and shows the others (codes, names, skus, fields) as they are.
 */
export const ERROR_MESSAGE_PARAM_FORMATS: {
  readonly [K in ErrorMessageKey]?: Partial<
    Record<PlaceholdersOf<(typeof ERROR_MESSAGES)[K]>, 'number' | 'euros'>
  >;
} = {
  'request.too_many_skus': { max: 'number' },
  'field.too_big': { maximum: 'number' },
  'field.too_small': { minimum: 'number' },
  'field.too_long': { maximum: 'number' },
  'field.too_short': { minimum: 'number' },
  'catalog.filter_whole_numbers': { min: 'number', max: 'number' },
  'catalog.filter_amount': { max: 'euros' },
  'catalog.page_size': { max: 'number' },
  'cart.too_many_lines': { max: 'number' },
  'cart.only_available': { maxQuantity: 'number' },
  'cart.bundle_selection_count': { expected: 'number', count: 'number' },
  'cart.option_single_value': { count: 'number' },
  'cart.gift_card_name_too_long': { max: 'number' },
  'cart.gift_card_message_too_long': { max: 'number' },
  'birthlist.wanted_below_bought': { bought: 'number' },
};

/** The parameters of any key, as they travel in `meta.params`. */
export type MessageParamValues = Record<string, string | number>;

/** Whether a string is one of the keys (an answer from a newer API may carry one we lack). */
export function isErrorMessageKey(key: unknown): key is ErrorMessageKey {
  return typeof key === 'string' && Object.hasOwn(ERROR_MESSAGES, key);
}

/** The parameter names of a key's template, in order of appearance. */
export function errorMessageParamNames(key: ErrorMessageKey): string[] {
  return [...ERROR_MESSAGES[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/**
 * Fills `{name}` placeholders of a template with values; a placeholder without a value stays
 * as it is (a translation that lacks a parameter still reads).
 */
export function fillTemplate(template: string, params: MessageParamValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The English text of a key with its parameters: the answer's `result`. */
export function englishErrorMessage(key: ErrorMessageKey, params: MessageParamValues = {}): string {
  return fillTemplate(ERROR_MESSAGES[key], params);
}

interface TextMatcher {
  key: ErrorMessageKey;
  names: string[];
  literal: number;
  regex: RegExp;
}

let matchers: TextMatcher[] | null = null;

/**
 * The templates as patterns, built on the first use: a module that only needs the keys or the
 * parameter formats (the storefront's error texts) builds none and keeps none of the templates.
 */
function textMatchers(): TextMatcher[] {
  matchers ??= Object.entries(ERROR_MESSAGES)
    // `{reason}` alone would match anything: such keys are only ever thrown by name.
    .filter(([, template]) => !/^\{\w+\}$/.test(template))
    .map(([key, template]) => {
      const names: string[] = [];
      const pattern = template
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '(.+?)';
        })
        .join('');
      const literal = template.replace(/\{\w+\}/g, '').length;
      return {
        key: key as ErrorMessageKey,
        names,
        literal,
        regex: new RegExp(`^${pattern}$`, 's'),
      };
    })
    // The most specific template first: 'Invalid request: {problem}' is tried after the others.
    .sort((a, b) => b.literal - a.literal);
  return matchers;
}

/**
 * The key and parameters of an English text made by a rule outside the API (packages/core's
 * field rules, stock and coupon checks write the spec's English): the key whose template the
 * text fills. Null when no template fits.
 */
export function errorMessageOfText(
  text: string,
): { key: ErrorMessageKey; params: MessageParamValues } | null {
  for (const { key, names, regex } of textMatchers()) {
    const match = regex.exec(text);
    if (!match) continue;
    const params: MessageParamValues = {};
    names.forEach((name, index) => {
      params[name] = match[index + 1]!;
    });
    return { key, params };
  }
  return null;
}
