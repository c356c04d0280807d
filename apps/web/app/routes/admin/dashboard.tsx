export async function clientLoader() {
  return { renderedAt: new Date().toISOString() };
}

export default function AdminDashboard() {
  return (
    <main className="mx-auto max-w-4xl p-8">
      <h1 className="text-2xl font-semibold">Панель управления</h1>
      <p className="mt-2 text-stone-600">Административная панель загружается только в браузере.</p>
    </main>
  );
}
