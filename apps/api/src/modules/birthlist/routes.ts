/**
 * The birth list calls under /api/ext/birthlist. Every call but the public read needs the
 * customer's token and works on the customer's own list (and cart) only (another's answers 404). The
 * public read names a list by store view and url key, needs no token and answers only what a
 * visitor may see. Answers are never cached. The two calls that tell whether a url key is taken
 * (the public read, check-url) are limited per client address, as keys are words that can be
 * guessed from the parents' names: 429 past the limit.
 */
import {
  BirthListAddAllBody,
  BirthListAddAllResponse,
  BirthListCartQuery,
  BirthListCreateBody,
  BirthListDonationCreateBody,
  BirthListDonationParams,
  BirthListDonationResponse,
  BirthListDonationsResponse,
  BirthListDonationUpdateBody,
  BirthListIdParams,
  BirthListItemCreateBody,
  BirthListItemParams,
  BirthListItemResponse,
  BirthListItemUpdateBody,
  BirthListListParams,
  BirthListOfUserResponse,
  BirthListPublicParams,
  BirthListQuery,
  BirthListResponse,
  BirthListStatisticsResponse,
  BirthListsResponse,
  BirthListTransferResponse,
  BirthListTrueResponse,
  BirthListUpdateBody,
  BirthListUrlCheckResponse,
  BirthListUrlParams,
  BirthListUserParams,
  ErrorEnvelope,
  PublicBirthListResponse,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store.ts';
import { storeViewOf } from '../../lib/store-view.ts';
import { requireCustomer } from '../auth/tokens.ts';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
};
const P = '/ext/birthlist';
const tags = ['birthlist'];

export const birthListRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.birthLists;
  const { tokens } = app.services;
  const caller = (request: FastifyRequest) => requireCustomer(request, tokens);
  const { windowSeconds, publicReadsPerIp, urlChecksPerIp } = app.deps.config.birthList.rateLimit;
  /** A limit per client address (@fastify/rate-limit, counted in this process). */
  const perAddress = (max: number) => ({ rateLimit: { max, timeWindow: windowSeconds * 1000 } });

  app.addHook('onSend', noStore);

  app.get(
    `${P}/get/:userId`,
    {
      schema: {
        tags,
        summary: "The token customer's birth list (the active one, else the latest)",
        params: BirthListUserParams,
        querystring: BirthListQuery,
        response: { 200: BirthListOfUserResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.getOfUser(await caller(request), request.params.userId),
    }),
  );

  app.get(
    `${P}/user-list`,
    {
      schema: {
        tags,
        summary: 'Every birth list of the token customer, without items',
        querystring: BirthListQuery,
        response: { 200: BirthListsResponse, ...errors },
      },
    },
    async (request) => ({ code: 200, result: await service.listsOfUser(await caller(request)) }),
  );

  app.post(
    `${P}/create`,
    {
      schema: {
        tags,
        summary: "Creates the token customer's birth list (one active list per customer)",
        querystring: BirthListQuery,
        body: BirthListCreateBody,
        response: { 200: BirthListResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.create(
        await caller(request),
        request.body.birthlist,
        storeViewOf(request),
      ),
    }),
  );

  app.put(
    `${P}/update/:id`,
    {
      schema: {
        tags,
        summary: 'Changes the name, message, expected date or url key of a list',
        params: BirthListIdParams,
        querystring: BirthListQuery,
        body: BirthListUpdateBody,
        response: { 200: BirthListResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.update(
        await caller(request),
        request.params.id,
        request.body.birthlist,
      ),
    }),
  );

  app.put(
    `${P}/mark-inactive/:birthlistId`,
    {
      schema: {
        tags,
        summary: 'Marks a list inactive (its page becomes unavailable; its url key stays taken)',
        params: BirthListListParams,
        querystring: BirthListQuery,
        response: { 200: BirthListTrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.markInactive(await caller(request), request.params.birthlistId),
    }),
  );

  app.put(
    `${P}/remove-products/:birthlistId`,
    {
      schema: {
        tags,
        summary: 'Removes every product of a list except the favourites',
        params: BirthListListParams,
        querystring: BirthListQuery,
        response: { 200: BirthListTrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.removeProducts(await caller(request), request.params.birthlistId),
    }),
  );

  app.get(
    `${P}/check-url/:url`,
    {
      config: perAddress(urlChecksPerIp),
      schema: {
        tags,
        summary: "status 'success' when a list may take the url key, else 'error' with why",
        params: BirthListUrlParams,
        querystring: BirthListQuery,
        response: { 200: BirthListUrlCheckResponse, ...errors, 429: ErrorEnvelope },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.checkUrl(await caller(request), request.params.url),
    }),
  );

  app.get(
    `${P}/statistics`,
    {
      schema: {
        tags,
        summary: "Wanted, bought and contributed on the token customer's list",
        querystring: BirthListQuery,
        response: { 200: BirthListStatisticsResponse, ...errors },
      },
    },
    async (request) => ({ code: 200, result: await service.statistics(await caller(request)) }),
  );

  // ------------------------------------------------------------------ items

  app.post(
    `${P}/item/create`,
    {
      schema: {
        tags,
        summary: 'Adds a product to a list (again: its wanted quantity rises)',
        querystring: BirthListQuery,
        body: BirthListItemCreateBody,
        response: { 200: BirthListItemResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.createItem(await caller(request), request.body.productItem),
    }),
  );

  app.put(
    `${P}/item/update/:itemId`,
    {
      schema: {
        tags,
        summary: 'Changes the wanted quantity, favourite mark or position of an item',
        params: BirthListItemParams,
        querystring: BirthListQuery,
        body: BirthListItemUpdateBody,
        response: { 200: BirthListItemResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.updateItem(
        await caller(request),
        request.params.itemId,
        request.body.item,
      ),
    }),
  );

  app.delete(
    `${P}/item/delete/:itemId`,
    {
      schema: {
        tags,
        summary: 'Removes an item (a favourite cannot be removed: 409)',
        params: BirthListItemParams,
        querystring: BirthListQuery,
        response: { 200: BirthListTrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.deleteItem(await caller(request), request.params.itemId),
    }),
  );

  // ------------------------------------------------------------------ donation items

  app.post(
    `${P}/donation-item/create`,
    {
      schema: {
        tags,
        summary: 'Adds a donation item (a contribution towards a larger gift; cents)',
        querystring: BirthListQuery,
        body: BirthListDonationCreateBody,
        response: { 200: BirthListDonationResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.createDonation(await caller(request), request.body.donationItem),
    }),
  );

  app.get(
    `${P}/donation-item/get/:birthlistId`,
    {
      schema: {
        tags,
        summary: 'The donation items of a list',
        params: BirthListListParams,
        querystring: BirthListQuery,
        response: { 200: BirthListDonationsResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.donationsOf(await caller(request), request.params.birthlistId),
    }),
  );

  app.put(
    `${P}/donation-item/update/:donationItemId`,
    {
      schema: {
        tags,
        summary: 'Changes the title, target or position of a donation item',
        params: BirthListDonationParams,
        querystring: BirthListQuery,
        body: BirthListDonationUpdateBody,
        response: { 200: BirthListDonationResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.updateDonation(
        await caller(request),
        request.params.donationItemId,
        request.body.donationItem,
      ),
    }),
  );

  app.delete(
    `${P}/donation-item/delete/:donationItemId`,
    {
      schema: {
        tags,
        summary: 'Removes a donation item',
        params: BirthListDonationParams,
        querystring: BirthListQuery,
        response: { 200: BirthListTrueResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.deleteDonation(await caller(request), request.params.donationItemId),
    }),
  );

  // ------------------------------------------------------------------ cart

  app.post(
    `${P}/add-all-products-to-cart`,
    {
      schema: {
        tags,
        summary: "Puts what is still wanted of the list's items (or the named ones) in the cart",
        querystring: BirthListCartQuery,
        body: BirthListAddAllBody,
        response: { 200: BirthListAddAllResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.addAllToCart(await caller(request), request.query.cartId, request.body),
    }),
  );

  app.post(
    `${P}/transfer-cart-to-wishlist`,
    {
      schema: {
        tags,
        summary:
          "Moves the cart's products to the token customer's wishlist (birth list gifts and contributions stay)",
        querystring: BirthListCartQuery,
        response: { 200: BirthListTransferResponse, ...errors },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.transferCartToWishlist(
        await caller(request),
        request.query.cartId,
        storeViewOf(request),
      ),
    }),
  );

  // ------------------------------------------------------------------ the public page

  app.get(
    `${P}/public/:storeCode/:urlKey`,
    {
      config: perAddress(publicReadsPerIp),
      schema: {
        tags,
        summary: 'A list as its page shows it to visitors (no token); inactive: 404',
        params: BirthListPublicParams,
        response: {
          200: PublicBirthListResponse,
          400: ErrorEnvelope,
          404: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request) => ({
      code: 200,
      result: await service.publicList(request.params.storeCode, request.params.urlKey),
    }),
  );
};
