/**
 * An email address that, where it must wrap, wraps after its "@" ("platform.admin@ / example.com") rather than
 * inside a word ("example.co / m").
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
