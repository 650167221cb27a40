/** @jsxRuntime automatic @jsxImportSource react */
import { View } from '@react-pdf/renderer'

/**
 * Vertical space as a view rather than a margin: react-pdf moves a node with minPresenceAhead to the next
 * page only when something precedes it inside the same parent, and an unsplittable node (wrap={false}).
 */
export const Gap = ({ height }: { height: number }) => <View style={{ height }} />
