-- actorOfSession
-- params: ["00000000-0000-4000-8000-000000000011","00000000-0000-4000-8000-00000000000c"]
select u.id, u.name, u.email, u.agency_id, u.vendor_id, u.role_id, u.shared_users,
            u.email_confirmed_at is not null as email_confirmed,
            array(select p.name from role_policies rp join policies p on p.id = rp.policy_id
                  where rp.role_id = u.role_id order by p.name) as policies
       from users u
       join sessions se on se.user_id = u.id and se.id = $1::uuid
      where u.id = $2 and se.ended_at is null and se.expires_at > now();

-- userByEmail
-- params: ["example@plano.test"]
select id, email from users where lower(email) = $1;

-- confirmAddress
-- params: ["00000000-0000-4000-8000-00000000000c","example@plano.test"]
update users set email_confirmed_at = coalesce(email_confirmed_at, now())
          where id = $1 and lower(email) = $2 returning id;

-- insertSession
-- params: ["00000000-0000-4000-8000-00000000000c",24]
insert into sessions (user_id, expires_at) values ($1, now() + make_interval(hours => $2::int))
     returning id;

-- closeSession
-- params: ["00000000-0000-4000-8000-000000000011"]
update sessions set ended_at = now() where id = $1 and ended_at is null;

-- closeUserSessions (but one)
-- params: ["00000000-0000-4000-8000-00000000000c","00000000-0000-4000-8000-000000000011"]
update sessions set ended_at = now()
      where user_id = $1 and ended_at is null and id is distinct from $2::uuid returning id;

-- closeUserSessions (all)
-- params: ["00000000-0000-4000-8000-00000000000c",null]
update sessions set ended_at = now()
      where user_id = $1 and ended_at is null and id is distinct from $2::uuid returning id;

-- lockedSeconds
-- params: ["example@plano.test"]
select extract(epoch from (locked_until - now()))::float8 as seconds
       from sign_in_failures where email = $1 and locked_until > now();

-- countFailure
-- params: ["example@plano.test",15,15]
insert into sign_in_failures as f (email, failures, first_failed_at) values ($1, 1, now())
     on conflict (email) do update set
       failures = case when f.first_failed_at > now() - make_interval(mins => $2) then f.failures + 1 else 1 end,
       first_failed_at = case when f.first_failed_at > now() - make_interval(mins => $3)
                              then f.first_failed_at else now() end;

-- lockAfterFailures
-- params: [15,"example@plano.test",10]
update sign_in_failures
        set locked_until = now() + make_interval(mins => $1), failures = 0, first_failed_at = now()
      where email = $2 and failures >= $3 returning email;

-- deleteFailures
-- params: ["example@plano.test"]
delete from sign_in_failures where email = $1;

-- pruneFailures
-- params: []
delete from sign_in_failures where email in (
       select email from sign_in_failures
        where first_failed_at < now() - interval '1 day' and (locked_until is null or locked_until < now())
        limit 100 for update skip locked);
