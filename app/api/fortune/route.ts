import type { NextRequest } from 'next/server';
import { convertOnServer, fortuneQueryOf } from '@/lib/api/fortune-service';
import { configErrorResponse, jsonNoStore, UNAUTHENTICATED } from '@/lib/session/responses';
import { destroySession, sessionAuthorization } from '@/lib/session/session';

/**
 * GET /api/fortune?Yeartype…: the natal chart's conversion for a signed-in member, called by the server
 * (lib/api/fortune-service.ts: the spec's external service at FORTUNE_API_URL, else the web API's `GET fortune`).
 * 200 the result as an object (a JSON string parsed), 422 `{errorstatus: 1, error}` for a refused date, 401
 * without a session, 502 when no service answers.
 */
export async function GET(request: NextRequest) {
  let authorization: string | undefined;
  try {
    authorization = await sessionAuthorization();
  } catch (error) {
    return configErrorResponse(error);
  }
  if (!authorization) return jsonNoStore(UNAUTHENTICATED, 401);
  const conversion = await convertOnServer(fortuneQueryOf(request.nextUrl.searchParams), authorization);
  if (conversion === 'unauthenticated') {
    await destroySession();
    return jsonNoStore(UNAUTHENTICATED, 401);
  }
  if (conversion === 'unavailable') return jsonNoStore({ message: '命盤轉換服務暫時無法使用，請稍後再試' }, 502);
  return conversion.ok
    ? jsonNoStore(conversion.result)
    : jsonNoStore({ message: conversion.error, errorstatus: 1, error: conversion.error }, 422);
}
