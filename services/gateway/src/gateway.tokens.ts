// Nest injection tokens (explicit tokens: jest runs the sources through swc, and the
// gateway's collaborators are plain classes built at bootstrap, not Nest providers).
export const CONFIG = Symbol('GatewayConfig');
export const LOGGER = Symbol('Logger');
export const RPC_CLIENT = Symbol('RpcClient');
export const REQUEST_AUTHENTICATOR = Symbol('RequestAuthenticator');
export const DENY_LIST = Symbol('DenyList');
export const AUTH_RATE_LIMITS = Symbol('AuthRateLimits');
export const PUBLIC_FORM_RATE_LIMITS = Symbol('PublicFormRateLimits');
export const OPS_SESSIONS = Symbol('OpsSessions');
export const SESSION_USERS = Symbol('SessionUserReadModel');
export const FILE_STORAGE = Symbol('FileStorage');
export const UPLOAD_REGISTRY = Symbol('UploadRegistry');
/** Sends to users' sockets on every gateway instance (the WebSocket hub's fan-out). */
export const LIVE_FANOUT = Symbol('LiveFanOut');
