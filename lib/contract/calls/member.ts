import { z } from 'zod';
import { defineCall } from '../call';
import { draw } from '../schema/activities';
import { cart, cartAddOutOfStock, cartLine, favorite } from '../schema/cart';
import { character, characterInput } from '../schema/characters';
import { done, int, item, list, paged, text } from '../schema/common';
import { fortuneResult } from '../schema/fortune';
import { codeSent, generalAddress, member, performanceLookup, renewalSetting, token } from '../schema/member';
import { buyAgainResult, order, orderCreated } from '../schema/orders';
import { characterSearchQuery, fortuneConversionQuery, orderSearchQuery, pageQuery } from '../schema/queries';
import {
  accountUpdateInput,
  cartAddInput,
  cartLineUpdate,
  changePasswordInput,
  chartBatchDelete,
  favoriteInput,
  firstLoginInput,
  generalAddressBatchDelete,
  generalAddressInput,
  identityCardInput,
  loginInput,
  orderInput,
  otpCheckInput,
  resetPasswordInput,
} from '../schema/requests';

const who = 'member' as const;
const notFound = (message: string) => ({ 404: { when: `\`${message}\`: missing or another member's.` } });
const tooMany = { 429: { when: 'Too many failed attempts for the account (40041) or requests from this client address (42901), or an SMS within 60 s.', codes: [40041, 42901] } };

/** The member's calls (docs/api-contract.md "Member calls" and the sections after it). */
export const memberCalls = [
  defineCall('POST login', {
    summary: 'Signs a member in with the identity card (or manage_id) and password: the token reply.',
    body: loginInput,
    ok: token,
    refusals: { 403: { when: 'Refused by the error catalogue.', codes: [4003, 4004, 4005] }, 404: { when: '`查無此帳號`.' }, ...tooMany },
  }),
  defineCall('POST login?_first', {
    summary: 'First login, step 1: the birth date as password; an SMS code is sent.',
    body: firstLoginInput,
    ok: codeSent,
    refusals: { 403: { when: 'Refused by the error catalogue.', codes: [4002, 4004, 4005] }, 404: { when: '`查無此帳號`.' }, ...tooMany },
  }),
  defineCall('POST forgot-password', {
    summary: 'Sends an SMS code to reset the password.',
    body: identityCardInput,
    ok: codeSent,
    refusals: { 403: { when: 'Not activated or exited.', codes: [4003, 4005] }, 404: { when: '`查無此帳號`.' }, ...tooMany },
  }),
  defineCall('POST otp/check', {
    summary: 'Spends an SMS code for a reset token (10 minutes, single use).',
    body: otpCheckInput,
    ok: z.object({ reset_token: text }),
    refusals: { 404: { when: '`查無此帳號`.' }, ...tooMany },
  }),
  defineCall('POST otp/resend', {
    summary: "Sends a new code for the member's latest request.",
    body: identityCardInput,
    ok: codeSent,
    refusals: { 404: { when: 'Unknown account or no request in the last 30 minutes.' }, ...tooMany },
  }),
  defineCall('PUT reset-password', {
    summary: 'Sets the password with a reset token; a first login also answers the member and a token.',
    body: resetPasswordInput,
    ok: done.extend({ user: member.optional(), token: token.optional() }),
    refusals: { 404: { when: '`查無此帳號`.' }, ...tooMany },
  }),
  defineCall('PUT user/change-password', {
    access: who,
    summary: 'Without otp: checks the old password and sends a code. With it: changes the password.',
    body: changePasswordInput,
    ok: done.extend({ phone_number: text.optional(), otp_required: z.literal(true).optional() }),
    refusals: { 422: { when: 'A refused field; a wrong old password is 40042.', codes: [40042] }, ...tooMany },
  }),
  defineCall('GET users', { access: who, summary: 'The signed-in member.', ok: item(member) }),
  defineCall('PUT user', {
    access: who,
    summary: "Changes the member's e-mail or sales territory.",
    body: accountUpdateInput,
    ok: done.extend({ data: member }),
  }),
  defineCall('POST user/logout', { access: who, summary: "Revokes the call's bearer token.", ok: done }),
  defineCall('GET renewal_settings', { access: who, summary: 'Renewal settings; the first is used.', ok: list(renewalSetting) }),
  defineCall('GET performances', { access: who, summary: "This month's performance lookup.", ok: item(performanceLookup) }),
  defineCall('GET user/general-addresses', { access: who, summary: "The member's saved recipients, oldest first.", ok: list(generalAddress) }),
  defineCall('GET user/general-addresses/{id}', { access: who, summary: 'One saved recipient.', ok: item(generalAddress), refusals: notFound('查無此收件人') }),
  defineCall('POST user/general-addresses', { access: who, summary: 'Saves a recipient (at most 11).', body: generalAddressInput, ok: { 201: item(generalAddress) } }),
  defineCall('PUT user/general-addresses/{id}', { access: who, summary: 'Changes a saved recipient.', body: generalAddressInput, ok: item(generalAddress), refusals: notFound('查無此收件人') }),
  defineCall('POST user/general-addresses/batch-delete', { access: who, summary: 'Deletes saved recipients, all or none.', body: generalAddressBatchDelete, ok: done, refusals: notFound('查無此收件人') }),
  defineCall('GET fortune', {
    access: who,
    summary: 'The fortune conversion: the result, unwrapped.',
    query: fortuneConversionQuery,
    ok: fortuneResult,
    refusals: { 422: { when: 'An impossible date or time: `{message, errorstatus: 1, error}`.' } },
  }),
  defineCall('GET user/characters', { access: who, summary: "The member's charts, by sort then newest.", query: characterSearchQuery, ok: list(character) }),
  defineCall('GET user/characters/{id}', { access: who, summary: 'One chart.', ok: item(character), refusals: notFound('查無此命盤') }),
  defineCall('POST user/characters', { access: who, summary: 'Saves a chart (at most 200).', body: characterInput, ok: { 201: item(character) } }),
  defineCall('PUT user/characters/{id}', { access: who, summary: 'Changes a chart.', body: characterInput, ok: item(character), refusals: notFound('查無此命盤') }),
  defineCall('POST user/characters/batch-delete', {
    access: who,
    summary: 'Deletes charts, all or none; answers the deleted ids.',
    body: chartBatchDelete,
    ok: done.extend({ data: z.array(int) }),
    refusals: notFound('查無此命盤'),
  }),
  defineCall('GET user/shopping-carts', { access: who, summary: 'The cart, after taking out the lines it can no longer hold.', ok: cart }),
  defineCall('POST user/shopping-carts', {
    access: who,
    summary: 'Adds a product (a lucky one with its personalisation); without stock nothing is added.',
    body: cartAddInput,
    ok: done.extend({ data: z.union([cartLine, cartAddOutOfStock]) }),
    refusals: notFound('暫無此商品'),
  }),
  defineCall('PUT user/shopping-carts/{id}', { access: who, summary: "Changes a line's quantity or personalisation.", body: cartLineUpdate, ok: item(cartLine), refusals: notFound('查無此購物車商品') }),
  defineCall('DELETE user/shopping-carts/{id}', { access: who, summary: 'Removes a line.', ok: done, refusals: notFound('查無此購物車商品') }),
  defineCall('DELETE user/shopping-carts/products/{product_id}', {
    access: who,
    summary: 'Removes every line of a product.',
    ok: done.extend({ data: z.object({ removed: int }) }),
    refusals: notFound('查無此購物車商品'),
  }),
  defineCall('DELETE user/shopping-carts', { access: who, summary: 'Clears the cart.', ok: done }),
  defineCall('GET user/favorites', { access: who, summary: "The member's favourites, newest first.", ok: list(favorite) }),
  defineCall('POST user/favorites', {
    access: who,
    summary: 'Keeps a product as a favourite (200 when it already is one).',
    body: favoriteInput,
    ok: { 200: done.extend({ data: favorite }), 201: done.extend({ data: favorite }) },
    refusals: notFound('暫無此商品'),
  }),
  defineCall('DELETE user/favorites/{product_id}', { access: who, summary: 'Removes the favourite of a product.', ok: done, refusals: notFound('查無此最愛商品') }),
  defineCall('POST orders', {
    access: who,
    summary: 'Places an order from cart lines (header Idempotency-Key); a repeat of the key answers the first order with 200.',
    body: orderInput,
    ok: { 200: item(orderCreated), 201: item(orderCreated) },
    refusals: {
      403: { when: 'A gate of the member or the activity refuses.', codes: [4001, 4003, 4004, 4005, 4014] },
      409: { when: 'The shop or settlement refuses, stock or an activity ran out.', codes: [4006, 4007, 4010, 4011, 4013] },
      422: { when: 'A refused field, a changed cart or price, a wrong gift choice, too many unpaid orders.', codes: [4008, 4012, 4015] },
      503: { when: 'The order could not be stored.', codes: [4009] },
    },
  }),
  defineCall('GET orders', { access: who, summary: "The member's orders, newest first, 10 a page.", query: pageQuery, ok: paged(order) }),
  defineCall('GET orders/search', {
    access: who,
    summary: "The member's orders within dates.",
    query: orderSearchQuery,
    ok: paged(order),
  }),
  defineCall('GET orders/{id}', { access: who, summary: 'One order with its lines.', ok: item(order), refusals: notFound('查無此訂單') }),
  defineCall('PUT orders/{id}', {
    access: who,
    summary: 'Cancels an order (order_status 9).',
    body: z.object({ order_status: z.union([z.literal(9), z.literal('9')]) }),
    ok: done.extend({ data: order }),
    refusals: notFound('查無此訂單'),
  }),
  defineCall('POST orders/{id}/buy-again', { access: who, summary: "The order's goods back into the cart.", ok: item(buyAgainResult), refusals: notFound('查無此訂單') }),
  defineCall('GET activities_five/{order_id}', { access: who, summary: "An order's red-packet draws.", ok: list(draw), refusals: notFound('查無此訂單') }),
  defineCall('PUT activities_five/{order_id}/{draw_id}', {
    access: who,
    summary: 'Opens a draw (the same prize again once opened).',
    ok: item(draw),
    refusals: { ...notFound('查無此抽獎'), 409: { when: 'The draw is closed, awaits payment, or no gift is left.' } },
  }),
];
