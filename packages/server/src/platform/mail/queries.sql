-- lockMailLedger
-- params: ["mail:agency:00000000-0000-4000-8000-00000000000a"]
select pg_advisory_xact_lock(hashtext($1));

-- deleteUserMailsPastHour
-- params: ["platform","00000000-0000-4000-8000-00000000000c"]
delete from mail_sends where account_key = $1 and user_id = $2 and sent_at <= now() - interval '1 hour';

-- insertMailSend
-- params: ["agency:00000000-0000-4000-8000-00000000000a","00000000-0000-4000-8000-00000000000c","deck",2]
insert into mail_sends (account_key, user_id, kind, recipients) values ($1, $2, $3, $4);

-- userMailsInHour
-- params: ["00000000-0000-4000-8000-00000000000c","confirm_email"]
select count(*)::int as count,
            extract(epoch from (min(sent_at) + interval '1 hour' - now()))::float8 as frees_in
       from mail_sends where user_id = $1 and kind = $2 and sent_at > now() - interval '1 hour';

-- deleteAccountMailsPastHour
-- params: ["agency:00000000-0000-4000-8000-00000000000a"]
delete from mail_sends where account_key = $1 and sent_at <= now() - interval '1 hour';

-- accountMails
-- params: ["agency:00000000-0000-4000-8000-00000000000a"]
select recipients, extract(epoch from (sent_at + interval '1 hour' - now()))::float8 as frees_in
       from mail_sends where account_key = $1 order by sent_at;
