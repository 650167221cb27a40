// A four-colour "G" drawn from circle arcs, sized like the other button icons.
export function GoogleMark() {
  const arc = (color: string, offset: number, length: number) => (
    <circle
      cx="12"
      cy="12"
      r="8"
      fill="none"
      stroke={color}
      strokeWidth="4"
      pathLength={100}
      strokeDasharray={`${length} ${100 - length}`}
      strokeDashoffset={-offset}
    />
  )
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      {arc('#4285F4', 0, 13)}
      {arc('#34A853', 13, 25)}
      {arc('#FBBC05', 38, 20)}
      {arc('#EA4335', 58, 30)}
      <rect x="12" y="10" width="8" height="4" fill="#4285F4" />
    </svg>
  )
}
