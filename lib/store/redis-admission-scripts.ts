/**
 * Admission in one Lua script: every check and every write run atomically on the Redis server, so several
 * app instances share exact limits. KEYS: client window (sorted set of admission times, per day, trimmed to
 * the minute window), client day count (per day), day totals (hash: calls, committed), reservation (hash:
 * reserved, settled). ARGV: nowMs, perMinute, perDay, upstream (1/0), ceiling, budget, reserve, id, windowMs,
 * secondsToMidnight, ttl. Returns { 'admitted' | 'rate_limited' | 'budget_exhausted', retryAfterSeconds }.
 */
export const ADMIT_SCRIPT = `
local clientKey, clientDayKey, dayKey, reservationKey = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local nowMs = tonumber(ARGV[1])
local perMinute, perDay = tonumber(ARGV[2]), tonumber(ARGV[3])
local upstream = ARGV[4] == '1'
local ceiling, budget, reserve = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local id, windowMs = ARGV[8], tonumber(ARGV[9])
local secondsToMidnight, ttl = tonumber(ARGV[10]), tonumber(ARGV[11])
-- A window written before the day count existed still holds the whole day: it stands in for the count.
local admittedToday = tonumber(redis.call('GET', clientDayKey) or redis.call('ZCARD', clientKey))
if admittedToday >= perDay then
  return { 'rate_limited', secondsToMidnight }
end
local inWindow = redis.call('ZRANGEBYSCORE', clientKey, '(' .. (nowMs - windowMs), '+inf', 'WITHSCORES')
if #inWindow / 2 >= perMinute then
  local oldest = tonumber(inWindow[2])
  return { 'rate_limited', math.max(1, math.ceil((oldest + windowMs - nowMs) / 1000)) }
end
if upstream then
  local totals = redis.call('HMGET', dayKey, 'calls', 'committed')
  local calls, committed = tonumber(totals[1] or '0'), tonumber(totals[2] or '0')
  if calls >= ceiling or committed + reserve > budget then
    return { 'budget_exhausted', 0 }
  end
  redis.call('HINCRBY', dayKey, 'calls', 1)
  redis.call('HINCRBY', dayKey, 'committed', reserve)
  redis.call('EXPIRE', dayKey, ttl)
  redis.call('HSET', reservationKey, 'reserved', reserve)
  redis.call('EXPIRE', reservationKey, ttl)
end
-- Only the minute window is kept: the day count says the rest, so a client's window stays small all day.
redis.call('ZREMRANGEBYSCORE', clientKey, '-inf', nowMs - windowMs)
redis.call('ZADD', clientKey, nowMs, id)
redis.call('EXPIRE', clientKey, 2 * 86400)
redis.call('SET', clientDayKey, admittedToday + 1, 'EX', 2 * 86400)
return { 'admitted', 0 }
`;

/**
 * Settles a reservation once: replaces its reserved amount in the day's committed spend by the actual cost.
 * KEYS: reservation, day totals. ARGV: actual micro-dollars. A missing or settled reservation is a no-op.
 */
export const SETTLE_SCRIPT = `
local fields = redis.call('HMGET', KEYS[1], 'reserved', 'settled')
if not fields[1] or fields[2] then
  return 0
end
redis.call('HSET', KEYS[1], 'settled', '1')
redis.call('HINCRBY', KEYS[2], 'committed', tonumber(ARGV[1]) - tonumber(fields[1]))
return 1
`;

/**
 * Adds signed amounts to counters of one hash, none going below zero. KEYS: the hash. ARGV: its TTL in
 * seconds, then counter and delta pairs.
 */
export const ADD_TO_COUNTERS_SCRIPT = `
for index = 2, #ARGV, 2 do
  local value = redis.call('HINCRBY', KEYS[1], ARGV[index], tonumber(ARGV[index + 1]))
  if value < 0 then
    redis.call('HSET', KEYS[1], ARGV[index], 0)
  end
end
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1
`;

/**
 * Adds to an unsettled reservation if the day's committed spend stays within the budget.
 * KEYS: reservation, day totals. ARGV: amount, budget. Returns 1 when added, 0 when refused.
 */
export const EXTEND_SCRIPT = `
local fields = redis.call('HMGET', KEYS[1], 'reserved', 'settled')
if not fields[1] or fields[2] then
  return 0
end
local committed = tonumber(redis.call('HGET', KEYS[2], 'committed') or '0')
if committed + tonumber(ARGV[1]) > tonumber(ARGV[2]) then
  return 0
end
redis.call('HINCRBY', KEYS[1], 'reserved', ARGV[1])
redis.call('HINCRBY', KEYS[2], 'committed', ARGV[1])
return 1
`;
