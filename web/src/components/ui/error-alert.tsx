/** The red box a form or a list shows with the server's message (nothing when there is no message). */
export function ErrorAlert({ message, title }: { message: string | undefined; title?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {title && <p className="font-semibold">{title}</p>}
      <p>{message}</p>
    </div>
  );
}
