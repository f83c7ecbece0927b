-- insertJob
-- params: ["deck","{\"campaignId\":\"00000000-0000-4000-8000-00000000000e\"}","00000000-0000-4000-8000-00000000000c"]
insert into jobs (kind, payload, created_by) values ($1, $2::jsonb, $3) returning id;

-- setJobProgress
-- params: ["{\"phase\":\"reading\",\"done\":0,\"total\":10}","00000000-0000-4000-8000-00000000000d"]
update jobs set progress = $1::jsonb, updated_at = now() where id = $2 and status = 'running';

-- claimNextJob
-- params: [["deck","mail"]]
update jobs set status = 'running', attempts = attempts + 1, heartbeat_at = now(), updated_at = now()
        where id = (select id from jobs where status = 'queued' and run_at <= now() and kind = any($1::text[])
                     order by run_at limit 1 for update skip locked)
        returning id, kind, payload, attempts;

-- writeHeartbeat
-- params: ["00000000-0000-4000-8000-00000000000d",1]
update jobs set heartbeat_at = now() where id = $1 and status = 'running' and attempts = $2;

-- finishDone
-- params: ["{\"slides\":3}","00000000-0000-4000-8000-00000000000d",1]
update jobs set status = 'done', result = $1::jsonb, last_error = null, updated_at = now()
          where id = $2 and attempts = $3 and status = 'running' returning id;

-- finishFailedTry
-- params: [6,"boom","00000000-0000-4000-8000-00000000000d",1]
update jobs set status = case when attempts >= $1 then 'failed' else 'queued' end,
              run_at = now() + make_interval(secs => 5 * power(2, attempts - 1)),
              last_error = $2, updated_at = now()
        where id = $3 and attempts = $4 and status = 'running' returning status;

-- takeOverStaleJobs
-- params: ["{\"deck\":3}",6,"stopped",60]
update jobs
        set status = case when attempts >= coalesce(($1::jsonb ->> kind)::int, $2) then 'failed' else 'queued' end,
            last_error = $3, run_at = now(), updated_at = now()
      where status = 'running'
        and coalesce(heartbeat_at, updated_at) < now() - make_interval(secs => $4)
      returning id, kind, payload, attempts, status;

-- pruneDoneBatch
-- params: [14,1000]
with gone as (
         delete from jobs where id in (
           select id from jobs
            where status = 'done' and updated_at < now() - make_interval(days => $1)
            limit $2)
         returning 1)
       select count(*)::int as n from gone;
