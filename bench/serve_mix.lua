-- wrk script for bench/serve.py: one connection per thread (wrk -t N -c N), each thread walks
-- its own stretch of a file of "kind<TAB>path" lines, so the requests are mostly distinct, and
-- records each answer's kind, latency (microseconds, from the monotonic clock), status and
-- X-Lorehold-Cache (hit/miss). done() writes every record to $LOREHOLD_WRK_OUT, one a line:
-- "kind latency_us status cache [path, when not 200]". Run by bench/serve.py:
--   wrk -t 32 -c 32 -d 60s --timeout 30s -s bench/serve_mix.lua URL -- PATHS_FILE 32 [RATE]

local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } lorehold_timespec;
int clock_gettime(int clk_id, lorehold_timespec *tp);
]]
local ts = ffi.new("lorehold_timespec")
local function now_us()
  ffi.C.clock_gettime(1, ts) -- CLOCK_MONOTONIC
  return tonumber(ts.tv_sec) * 1000000 + tonumber(ts.tv_nsec) / 1000
end

local threads = {}
local next_id = 0

function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

function init(args)
  kinds, paths = {}, {}
  for line in io.lines(args[1]) do
    local kind, path = line:match("^([^\t]+)\t(.+)$")
    if kind then
      kinds[#kinds + 1] = kind
      paths[#paths + 1] = path
    end
  end
  local count = tonumber(args[2]) or 1
  position = math.floor(id * #paths / count) -- this thread's stretch of the file
  -- paced: each connection starts a request at most every `interval` ms (args[3]: the total
  -- rate wanted, requests a second; 0 or none: as fast as answers come back)
  local rate = tonumber(args[3]) or 0
  interval = rate > 0 and count * 1000 / rate or 0
  records = {}
  current_kind, began = nil, 0
end

function request()
  position = position % #paths + 1
  current_kind = kinds[position]
  local req = wrk.format("GET", paths[position])
  began = now_us()
  return req
end

function response(status, headers, body)
  local elapsed = math.floor(now_us() - began)
  local cache = headers["x-lorehold-cache"] or headers["X-Lorehold-Cache"] or "-"
  local record = current_kind .. " " .. elapsed .. " " .. status .. " " .. cache
  if status ~= 200 then record = record .. " " .. paths[position] end -- which request failed
  records[#records + 1] = record
end

function delay()
  -- called after each answer: wait out the rest of this connection's interval
  if interval == 0 then return 0 end
  local spent = (now_us() - began) / 1000
  return math.max(0, math.floor(interval - spent))
end

function done(summary, latency, requests)
  local out = assert(io.open(os.getenv("LOREHOLD_WRK_OUT"), "w"))
  for _, thread in ipairs(threads) do
    local recs = thread:get("records")
    for _, r in ipairs(recs) do
      out:write(r, "\n")
    end
  end
  local e = summary.errors
  out:write(string.format("#errors connect=%d read=%d write=%d status=%d timeout=%d\n",
    e.connect, e.read, e.write, e.status, e.timeout))
  out:close()
end
