/**
 * Visitor-request writes as Lua scripts: the idempotency lookup, every check and every write of one call run
 * atomically on the Redis server, so concurrent repeats of one key have exactly one effect across instances.
 * Replies are `{ outcome, detail }`.
 */

/**
 * KEYS: record, request, slot hold, created index, updated index, held slots, day counter, client counter,
 * outbox due, outbox entry. ARGV: record JSON, record TTL ms, per-client limit, daily limit, counter TTL s,
 * reference, created ms, slot start ms ('' without a slot), slot hold expiry ms, notification payload ('' for
 * none), outbox entry id, then the request's hash fields as name/value pairs.
 */
export const CREATE_SCRIPT = `
local previous = redis.call('GET', KEYS[1])
if previous then return { 'replay', previous } end
if tonumber(redis.call('GET', KEYS[8]) or '0') >= tonumber(ARGV[3]) then return { 'rate_limited', 'client' } end
if tonumber(redis.call('GET', KEYS[7]) or '0') >= tonumber(ARGV[4]) then return { 'rate_limited', 'daily' } end
if redis.call('EXISTS', KEYS[2]) == 1 then return { 'reference_taken', '' } end
if ARGV[8] ~= '' then
  if not redis.call('SET', KEYS[3], ARGV[6], 'NX', 'PXAT', ARGV[9]) then return { 'slot_taken', '' } end
  redis.call('ZADD', KEYS[6], ARGV[8], ARGV[6])
end
redis.call('HSET', KEYS[2], unpack(ARGV, 12))
redis.call('ZADD', KEYS[4], ARGV[7], ARGV[6])
redis.call('ZADD', KEYS[5], ARGV[7], ARGV[6])
redis.call('INCR', KEYS[7])
redis.call('EXPIRE', KEYS[7], ARGV[5])
redis.call('INCR', KEYS[8])
redis.call('EXPIRE', KEYS[8], ARGV[5])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
if ARGV[10] ~= '' then
  redis.call('HSET', KEYS[10], 'payload', ARGV[10], 'attempts', 0)
  redis.call('ZADD', KEYS[9], 0, ARGV[11])
end
return { 'created', '' }
`;

/**
 * KEYS: record (unused without a key), request, updated index, held slots, slot hold, outbox due, outbox entry.
 * ARGV: '1' with an idempotency claim, record JSON, record TTL ms, from, to, at ms, reference, '1' when `to`
 * ends the request, notification payload ('' for none), outbox entry id.
 */
export const TRANSITION_SCRIPT = `
if ARGV[1] == '1' then
  local previous = redis.call('GET', KEYS[1])
  if previous then return { 'replay', previous } end
end
local current = redis.call('HGET', KEYS[2], 'status')
if not current then return { 'not_found', '' } end
if current ~= ARGV[4] then return { 'changed', current } end
redis.call('HSET', KEYS[2], 'status', ARGV[5], 'updatedAtMs', ARGV[6])
redis.call('ZADD', KEYS[3], ARGV[6], ARGV[7])
if ARGV[8] == '1' then
  redis.call('ZREM', KEYS[4], ARGV[7])
  if redis.call('GET', KEYS[5]) == ARGV[7] then redis.call('DEL', KEYS[5]) end
end
if ARGV[1] == '1' then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
if ARGV[9] ~= '' then
  redis.call('HSET', KEYS[7], 'payload', ARGV[9], 'attempts', 0)
  redis.call('ZADD', KEYS[6], 0, ARGV[10])
end
return { 'done', '' }
`;

/**
 * KEYS: request, slot hold, created index, updated index, held slots, outbox due, outbox entry.
 * ARGV: reference, notification payload ('' for none), outbox entry id. Returns 1 when a request was deleted.
 */
export const REMOVE_SCRIPT = `
if redis.call('DEL', KEYS[1]) == 0 then return 0 end
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('ZREM', KEYS[4], ARGV[1])
redis.call('ZREM', KEYS[5], ARGV[1])
if ARGV[2] ~= '' then
  redis.call('HSET', KEYS[7], 'payload', ARGV[2], 'attempts', 0)
  redis.call('ZADD', KEYS[6], 0, ARGV[3])
end
return 1
`;

/** KEYS: outbox due. ARGV: now ms, lease-until ms, limit. Leases the due entries and returns their ids. */
export const CLAIM_SCRIPT = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
for _, id in ipairs(due) do redis.call('ZADD', KEYS[1], ARGV[2], id) end
return due
`;
