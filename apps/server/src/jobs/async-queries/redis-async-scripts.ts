/**
 * The two Lua scripts that make the Redis coordinator's steps atomic. Redis runs a script
 * without interleaving other commands, so a client joining a job and the job finishing can never
 * cross: either the client is registered before the finish (and gets its event) or it finds no
 * job and starts a new one.
 */

/**
 * JOIN. KEYS: current job of the context. ARGV: new job id, member (`channel|user`), TTL,
 * subscriber-set key prefix. Answers the job id joined.
 */
export const JOIN_SCRIPT = `
local id = redis.call('GET', KEYS[1])
if not id then id = ARGV[1] end
redis.call('SET', KEYS[1], id, 'EX', ARGV[3])
local subscribers = ARGV[4] .. id
redis.call('SADD', subscribers, ARGV[2])
redis.call('EXPIRE', subscribers, ARGV[3])
return id
`;

/**
 * FINISH. KEYS: current job of the context, the job's subscriber set, its finished marker, the
 * stream of all events. ARGV: job id, publish ('1' or '0'), the event's JSON members after
 * channel_id and user_id, channel stream key prefix, channel stream limit, full stream limit,
 * finished-marker TTL, channel stream TTL. Answers the events published, -1 when already done.
 *
 * Each event goes to its channel's stream (read by polling and websocket replays; the entry id is
 * the event id) and to the full stream every server process follows for its live websockets.
 */
export const FINISH_SCRIPT = `
if not redis.call('SET', KEYS[3], '1', 'NX', 'EX', ARGV[7]) then return -1 end
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
local members = redis.call('SMEMBERS', KEYS[2])
redis.call('DEL', KEYS[2])
if ARGV[2] ~= '1' then return 0 end
local published = 0
local seen = {}
for _, member in ipairs(members) do
  local sep = string.find(member, '|', 1, true)
  if sep then
    local channel = string.sub(member, 1, sep - 1)
    if not seen[channel] then
      seen[channel] = true
      local body = '"channel_id":"' .. channel .. '","user_id":' .. string.sub(member, sep + 1) .. ',' .. ARGV[3]
      local stream = ARGV[4] .. channel
      local id = redis.call('XADD', stream, 'MAXLEN', '~', ARGV[5], '*', 'data', '{' .. body .. '}')
      redis.call('EXPIRE', stream, ARGV[8])
      redis.call('XADD', KEYS[4], 'MAXLEN', '~', ARGV[6], '*', 'event', '{"id":"' .. id .. '",' .. body .. '}')
      published = published + 1
    end
  end
end
return published
`;
