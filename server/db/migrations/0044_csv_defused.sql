-- csv_defused(value): the value, or a leading apostrophe and the value when a spreadsheet would run it as
-- a formula (OWASP's advice for CSV injection): it starts with = or @, a tab or a carriage return, or
-- with + or - followed by more than a number or a phone number. As csvCell in src/layout/lists/csv.ts
-- decides it: the class after + and - is JavaScript's \d and \s written out, so that both agree on every
-- string (tests/server/csv-defused.test.ts). A journal download on PostgreSQL is written by COPY, which
-- quotes the cells itself (server/journal/export.ts). The first character is compared before the pattern
-- is tried: most cells start with neither, and the comparison costs a fraction of the match.
CREATE FUNCTION csv_defused(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN left(value, 1) IN ('=', '@', E'\t', E'\r', '+', '-')
         AND value ~ '^([=@\t\r]|[+-](?![0-9\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff().+-]*$))'
      THEN '''' || value
    ELSE value
  END
$$;
