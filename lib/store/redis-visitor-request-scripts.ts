/**
 * Visitor-request writes as Lua scripts: the idempotency lookup, every check and every write of one call run
 * atomically on the Redis server, so concurrent repeats of one key have exactly one effect across instances.
 * Replies are `{ outcome, detail }`.
 */

/**
 * Queues a notification once per channel it names (an entry id of '' skips the channel). KEYS[first..first+3]:
 * webhook due, webhook entry, email due, email entry; ARGV[firstArg..firstArg+3]: payload, event id, webhook entry id,
 * email entry id.
 */
const ENQUEUE = `
local function enqueue(first, firstArg)
  local channels = { 'webhook', 'email' }
  for index, channel in ipairs(channels) do
    local entryId = ARGV[firstArg + 1 + index]
    if entryId ~= '' then
      local due = KEYS[first + (index - 1) * 2]
      local entry = KEYS[first + (index - 1) * 2 + 1]
      redis.call('HSET', entry, 'payload', ARGV[firstArg], 'eventId', ARGV[firstArg + 1], 'channel', channel, 'attempts', 0)
      redis.call('ZADD', due, 0, entryId)
    end
  end
end
`;

/**
 * KEYS: 1 record, 2 request, 3 slot hold, 4 created index, 5 updated index, 6 held slots, 7 day counter, 8 the
 * client's creations of the day, 9 the client's live requests of the day, 10..13 outbox (see ENQUEUE).
 * ARGV: 1 record JSON, 2 record TTL ms, 3 live limit, 4 creations limit, 5 daily limit, 6 counter TTL s,
 * 7 reference, 8 created ms, 9 slot start ms ('' without a slot), 10 slot hold expiry ms, 11..14 notification (see
 * ENQUEUE), then the request's hash fields as name/value pairs.
 */
export const CREATE_SCRIPT = `${ENQUEUE}
local previous = redis.call('GET', KEYS[1])
if previous then return { 'replay', previous } end
if tonumber(redis.call('GET', KEYS[9]) or '0') >= tonumber(ARGV[3]) then return { 'rate_limited', 'client' } end
if tonumber(redis.call('GET', KEYS[8]) or '0') >= tonumber(ARGV[4]) then return { 'rate_limited', 'client' } end
if tonumber(redis.call('GET', KEYS[7]) or '0') >= tonumber(ARGV[5]) then return { 'rate_limited', 'daily' } end
if redis.call('EXISTS', KEYS[2]) == 1 then return { 'reference_taken', '' } end
if ARGV[9] ~= '' then
  if not redis.call('SET', KEYS[3], ARGV[7], 'NX', 'PXAT', ARGV[10]) then return { 'slot_taken', '' } end
  redis.call('ZADD', KEYS[6], ARGV[9], ARGV[7])
end
redis.call('HSET', KEYS[2], unpack(ARGV, 15))
redis.call('ZADD', KEYS[4], ARGV[8], ARGV[7])
redis.call('ZADD', KEYS[5], ARGV[8], ARGV[7])
for _, counter in ipairs({ KEYS[7], KEYS[8], KEYS[9] }) do
  redis.call('INCR', counter)
  redis.call('EXPIRE', counter, ARGV[6])
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
enqueue(10, 11)
return { 'created', '' }
`;

/** A live request that stops being live gives its creator's daily allowance back (never below zero). */
const RELEASE_LIVE = `
local function releaseLive(counter)
  if tonumber(redis.call('GET', counter) or '0') > 0 then redis.call('DECR', counter) end
end
`;

/**
 * KEYS: 1 record (unused without a key), 2 request, 3 updated index, 4 held slots, 5 slot hold, 6 the creator's live
 * counter, 7..10 outbox (see ENQUEUE).
 * ARGV: 1 '1' with an idempotency claim, 2 record JSON, 3 record TTL ms, 4 from, 5 to, 6 at ms, 7 reference, 8 '1'
 * when `to` ends the request, 9 '1' when the request stops being live, 10..13 notification (see ENQUEUE).
 */
export const TRANSITION_SCRIPT = `${ENQUEUE}${RELEASE_LIVE}
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
if ARGV[9] == '1' then releaseLive(KEYS[6]) end
if ARGV[1] == '1' then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
enqueue(7, 10)
return { 'done', '' }
`;

/**
 * KEYS: 1 request, 2 slot hold, 3 created index, 4 updated index, 5 held slots, 6 the creator's live counter, 7..10
 * outbox (see ENQUEUE). ARGV: 1 reference, 2..5 notification (see ENQUEUE). Returns 1 when a request was deleted.
 */
export const REMOVE_SCRIPT = `${ENQUEUE}${RELEASE_LIVE}
local status = redis.call('HGET', KEYS[1], 'status')
if redis.call('DEL', KEYS[1]) == 0 then return 0 end
if status == 'requested' or status == 'confirmed' then releaseLive(KEYS[6]) end
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('ZREM', KEYS[4], ARGV[1])
redis.call('ZREM', KEYS[5], ARGV[1])
enqueue(7, 2)
return 1
`;

/** KEYS: outbox due. ARGV: now ms, lease-until ms, limit. Leases the due entries and returns their ids. */
export const CLAIM_SCRIPT = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
for _, id in ipairs(due) do redis.call('ZADD', KEYS[1], ARGV[2], id) end
return due
`;

/** KEYS: the lookup window. ARGV: limit, window end ms. Returns 1 and counts the lookup, or 0 once the window is full. */
export const LOOKUP_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
if count == 0 then redis.call('PEXPIREAT', KEYS[1], ARGV[2]) end
return 1
`;
