/** Names and their values (headers, parameters) as a two-column table, or a line saying there are none. */
export function NameValues({
  caption,
  entries,
  empty,
}: {
  caption: string;
  entries: ReadonlyArray<readonly [string, string]>;
  empty: string;
}) {
  if (entries.length === 0) return <p className="muted">{empty}</p>;
  return (
    <table className="name-values">
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
