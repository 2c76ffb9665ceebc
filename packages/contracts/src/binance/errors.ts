/**
 * The Binance error codes the `/api/v3` calls answer with, their HTTP status and message, as
 * Binance documents them (errors.md of binance-spot-api-docs): a body `{"code": -1121, "msg":
 * "Invalid symbol."}`. Messages stay in English, as every Binance client expects.
 */
export const BINANCE_ERRORS = {
  unknown: { code: -1000, status: 400, msg: 'An unknown error occurred while processing the request.' },
  disconnected: { code: -1001, status: 500, msg: 'Internal error; unable to process your request. Please try again.' },
  unauthorized: { code: -1002, status: 403, msg: 'You are not authorized to execute this request.' },
  tooManyRequests: { code: -1003, status: 429, msg: 'Too many requests; current limit of IP is 6000 request weight per 1 MINUTE.' },
  banned: { code: -1003, status: 418, msg: 'Way too many requests; IP banned.' },
  unsupportedOperation: { code: -1014, status: 400, msg: 'Unsupported order combination.' },
  tooManyOrders: { code: -1015, status: 429, msg: 'Too many new orders; current limit is 100 orders per 10 SECOND.' },
  timestampOutside: { code: -1021, status: 400, msg: 'Timestamp for this request is outside of the recvWindow.' },
  badSignature: { code: -1022, status: 400, msg: 'Signature for this request is not valid.' },
  illegalChars: { code: -1100, status: 400, msg: 'Illegal characters found in a parameter.' },
  mandatoryParam: { code: -1102, status: 400, msg: 'A mandatory parameter was not sent, was empty/null, or malformed.' },
  unreadParams: { code: -1104, status: 400, msg: 'Not all sent parameters were read.' },
  emptyParam: { code: -1105, status: 400, msg: 'A parameter was empty.' },
  paramNotRequired: { code: -1106, status: 400, msg: 'A parameter was sent when not required.' },
  badPrecision: { code: -1111, status: 400, msg: 'Parameter has too much precision.' },
  badTimeInForce: { code: -1115, status: 400, msg: 'Invalid timeInForce.' },
  badOrderType: { code: -1116, status: 400, msg: 'Invalid orderType.' },
  badSide: { code: -1117, status: 400, msg: 'Invalid side.' },
  badInterval: { code: -1120, status: 400, msg: 'Invalid interval.' },
  badSymbol: { code: -1121, status: 400, msg: 'Invalid symbol.' },
  badListenKey: { code: -1125, status: 400, msg: 'This listenKey does not exist.' },
  badCombination: { code: -1128, status: 400, msg: 'Combination of optional parameters invalid.' },
  badValue: { code: -1130, status: 400, msg: 'Invalid data sent for a parameter.' },
  filterFailure: { code: -1013, status: 400, msg: 'Filter failure.' },
  newOrderRejected: { code: -2010, status: 400, msg: 'New order rejected.' },
  cancelRejected: { code: -2011, status: 400, msg: 'Unknown order sent.' },
  noSuchOrder: { code: -2013, status: 400, msg: 'Order does not exist.' },
  badApiKeyFormat: { code: -2014, status: 401, msg: 'API-key format invalid.' },
  rejectedApiKey: { code: -2015, status: 401, msg: 'Invalid API-key, IP, or permissions for action.' },
} as const;

export type TBinanceErrorName = keyof typeof BINANCE_ERRORS;
