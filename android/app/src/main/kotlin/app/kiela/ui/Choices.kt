package app.kiela.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.SegmentedButton
import androidx.compose.material3.SegmentedButtonDefaults
import androidx.compose.material3.SingleChoiceSegmentedButtonRow
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.kiela.R

/** The title over a group of choices, a heading to TalkBack. */
@Composable
fun ChoiceTitle(title: String) {
    Text(title, style = MaterialTheme.typography.titleSmall, modifier = Modifier.padding(bottom = 4.dp).semantics { heading() })
}

/**
 * One choice among a few short [options], as a titled row of segments the full width, the
 * chosen one filled and ticked; its segments of one height. When a label would need more than
 * two lines in its segment (or break a word), as the ticked rows of [TickChoice] instead.
 */
@Composable
fun <T> SegmentedChoice(title: String, options: List<T>, selected: T, label: @Composable (T) -> String, tag: (T) -> String, onSelect: (T) -> Unit) {
    val labels = options.map { label(it) }
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        if (fitSegments(labels, maxWidth / options.size)) {
            Column(Modifier.fillMaxWidth()) {
                ChoiceTitle(title)
                SingleChoiceSegmentedButtonRow(Modifier.fillMaxWidth().height(IntrinsicSize.Min)) {
                    options.forEachIndexed { index, option ->
                        SegmentedButton(
                            selected = option == selected,
                            onClick = { onSelect(option) },
                            shape = SegmentedButtonDefaults.itemShape(index, options.size),
                            modifier = Modifier.fillMaxHeight().testTag(tag(option)),
                        ) {
                            Text(labels[index], textAlign = TextAlign.Center)
                        }
                    }
                }
            }
        } else {
            TickChoice(title, options, selected, { labels[options.indexOf(it)] }, tag, onSelect)
        }
    }
}

/** Whether each label fits a segment [width] wide (less its padding and tick) in two lines, no word broken. */
@Composable
private fun fitSegments(labels: List<String>, width: Dp): Boolean {
    val measurer = rememberTextMeasurer()
    val style = MaterialTheme.typography.labelLarge
    val room = with(LocalDensity.current) { (width - SEGMENT_PADDING - SegmentedButtonDefaults.IconSize - SEGMENT_ICON_GAP).roundToPx() }
    if (room <= 0) return false
    return labels.all { text ->
        measurer.measure(text, style, constraints = Constraints(maxWidth = room)).lineCount <= 2 &&
            text.split(' ').all { measurer.measure(it, style).size.width <= room }
    }
}

// Material's segment: 12 dp of padding each side, 8 dp between the tick and the label.
private val SEGMENT_PADDING = 24.dp
private val SEGMENT_ICON_GAP = 8.dp

/** The tick of a chosen option, as big as the text round it. */
@Composable
fun Tick(tint: Color) {
    Icon(painterResource(R.drawable.ic_check), contentDescription = null, tint = tint, modifier = Modifier.size(tickSize()))
}

@Composable
private fun tickSize() = with(LocalDensity.current) { 18.sp.toDp() }

/**
 * One choice among options worded too long for segments: a titled list of rows, the chosen one
 * ticked (each row a 48 dp target).
 */
@Composable
fun <T> TickChoice(title: String, options: List<T>, selected: T, label: @Composable (T) -> String, tag: (T) -> String, onSelect: (T) -> Unit) {
    Column(Modifier.fillMaxWidth()) {
        ChoiceTitle(title)
        Surface(shape = MaterialTheme.shapes.medium, color = MaterialTheme.colorScheme.surfaceContainerHigh) {
            Column(Modifier.selectableGroup()) {
                options.forEachIndexed { index, option ->
                    if (index > 0) HorizontalDivider()
                    Row(
                        Modifier
                            .fillMaxWidth()
                            .heightIn(min = 48.dp)
                            .selectable(selected = option == selected, role = Role.RadioButton, onClick = { onSelect(option) })
                            .testTag(tag(option))
                            .padding(horizontal = 16.dp, vertical = 8.dp),
                        verticalAlignment = Alignment.CenterVertically,
                        horizontalArrangement = Arrangement.spacedBy(12.dp),
                    ) {
                        Text(label(option), style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f))
                        if (option == selected) Tick(MaterialTheme.colorScheme.primary)
                    }
                }
            }
        }
    }
}

/** An on/off setting with a title and an optional line of detail. */
@Composable
fun SwitchRow(title: String, detail: String?, checked: Boolean, tag: String, onChange: (Boolean) -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .heightIn(min = 48.dp)
            .toggleable(value = checked, role = Role.Switch, onValueChange = onChange)
            .testTag(tag),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Column(Modifier.weight(1f)) {
            Text(title, style = MaterialTheme.typography.titleSmall)
            if (detail != null) Text(detail, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
        Switch(checked = checked, onCheckedChange = null)
    }
}
