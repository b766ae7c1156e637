const DISCOVER = [
  { title: 'Sun sign', text: 'Your core identity: what lights you up and how you shine.' },
  { title: 'Moon sign', text: 'Your emotional world: what you need to feel safe and at home.' },
  { title: 'Rising sign', text: 'Your first impression: how you meet the world and begin things.' },
];

/** What a chart tells, beside the form. */
export function Discover() {
  return (
    <aside className="card discover" aria-labelledby="discover-title">
      <h2 id="discover-title">What You'll Discover</h2>
      <ul>
        {DISCOVER.map((d) => (
          <li key={d.title}>
            <strong>{d.title}</strong> {d.text}
          </li>
        ))}
      </ul>
    </aside>
  );
}
