export function SignInSuccess({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="sign-in-success" role="status">
      <span className="sign-in-success__icon" aria-hidden="true">
        ✓
      </span>
      <p className="sign-in-success__title">{title}</p>
      <p className="sign-in-success__detail">{detail}</p>
    </div>
  );
}
