-- failedJobsPage
-- params: [10,20]
select j.id, j.kind, j.attempts, j.last_error, j.created_at, j.updated_at,
  u.name as user_name, u.email as user_email
       from jobs j left join users u on u.id = j.created_by
      where j.status = 'failed'
      order by j.updated_at desc, j.id desc
      limit $1 offset $2;

-- failedJobCount
-- params: []
select count(*)::int as n from jobs where status = 'failed';

-- requeueFailedJob
-- params: ["00000000-0000-4000-8000-00000000000d"]
update jobs
      set status = 'queued', attempts = 0, run_at = now(), heartbeat_at = null, updated_at = now()
      where id = $1 and status = 'failed' returning id;

-- jobStatus
-- params: ["00000000-0000-4000-8000-00000000000d"]
select status from jobs where id = $1;
