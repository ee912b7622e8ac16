// TNoodle's scrambles for puzzletab's tests and bench: its puzzle classes
// (github:thewca/tnoodle-lib) called as TNoodle's own scrambler calls them,
// generateWcaScramble, with java.util.Random seeded so that a run can be
// made again (TNoodle itself draws from SecureRandom).
//   java Scrambles EVENT COUNT SEED          COUNT scrambles, one a line
//   java Scrambles EVENT COUNT SEED --time   the same, then on standard error
//                                            the first's milliseconds (the
//                                            tables' build) and the mean of
//                                            the rest's, the JVM started once
//   java Scrambles EVENT COUNT SEED --facelets
//                                            each scramble, a tab, and the
//                                            stickers TNoodle's own model
//                                            gives it: a cube's faces U R F
//                                            D L B, each row by row as its
//                                            net draws them; the Megaminx's
//                                            12 faces in MegaminxPuzzle's
//                                            order, 11 stickers each, each
//                                            sticker's face as puzzletab's
//                                            letter (docs/megaminx.md); a
//                                            scramble of several lines
//                                            (the Megaminx's) joined by
//                                            blanks
//   java Scrambles EVENT --apply MOVES...    each MOVES (any moves TNoodle's
//                                            parser reads), a tab, and its
//                                            stickers as --facelets writes
import java.lang.reflect.Field;
import java.util.Random;
import org.worldcubeassociation.tnoodle.puzzle.CubePuzzle;
import org.worldcubeassociation.tnoodle.scrambles.Puzzle;
import org.worldcubeassociation.tnoodle.scrambles.PuzzleRegistry;

public class Scrambles {
    public static void main(String[] args) {
        if (args.length >= 2 && args[1].equals("--apply")) {
            Puzzle p = null;
            for (PuzzleRegistry entry : PuzzleRegistry.values()) {
                if (entry.getKey().equals(args[0])) p = entry.getScrambler();
            }
            for (int i = 2; i < args.length; i++) {
                System.out.println(args[i] + "\t" + facelets(p, args[i]));
            }
            return;
        }
        if (args.length < 3) {
            System.err.println("usage: Scrambles EVENT COUNT SEED [--time]");
            System.exit(2);
        }
        Puzzle puzzle = null;
        for (PuzzleRegistry entry : PuzzleRegistry.values()) {
            if (entry.getKey().equals(args[0])) puzzle = entry.getScrambler();
        }
        if (puzzle == null) {
            System.err.println("Scrambles: no TNoodle event " + args[0]);
            System.exit(2);
        }
        int count = Integer.parseInt(args[1]);
        Random random = new Random(Long.parseLong(args[2]));
        boolean time = args.length > 3 && args[3].equals("--time");
        boolean facelets = args.length > 3 && args[3].equals("--facelets");
        StringBuilder out = new StringBuilder();
        long first = 0;
        long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            String scramble = puzzle.generateWcaScramble(random);
            // A line each: the Megaminx's seven lines joined by blanks.
            out.append(facelets ? scramble.replace('\n', ' ') : scramble);
            if (facelets) out.append('\t').append(facelets(puzzle, scramble));
            out.append('\n');
            if (i == 0) {
                first = System.nanoTime() - start;
                start = System.nanoTime();
            }
        }
        long rest = System.nanoTime() - start;
        System.out.print(out);
        if (time) {
            System.err.printf("first %.1f ms, then %.3f ms a scramble%n", first / 1e6,
                    count > 1 ? rest / 1e6 / (count - 1) : 0.0);
        }
    }

    // The puzzle's image after the scramble, as TNoodle turns it (not
    // normalized: a rotation turns the whole image), read from its private
    // field: CubeState.toFaceCube writes the same order for the 3x3x3 only.
    static String facelets(Puzzle puzzle, String scramble) {
        try {
            Object state = puzzle.getSolvedState().applyAlgorithm(scramble);
            Field field = state.getClass().getDeclaredField("image");
            field.setAccessible(true);
            if (field.get(state) instanceof int[][] minx) {
                StringBuilder text = new StringBuilder();
                for (int[] face : minx) {
                    for (int sticker : face) text.append("WYBRGPwypgrb".charAt(sticker));
                }
                return text.toString();
            }
            int[][][] image = (int[][][]) field.get(state);
            StringBuilder text = new StringBuilder();
            for (char face : "URFDLB".toCharArray()) {
                for (int[] row : image[CubePuzzle.Face.valueOf("" + face).ordinal()]) {
                    for (int sticker : row) text.append(CubePuzzle.Face.values()[sticker]);
                }
            }
            return text.toString();
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }
}
